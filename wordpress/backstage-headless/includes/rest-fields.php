<?php
/**
 * What the REST API adds to each item: the `acf` object, the type's top-level fields, an
 * article's `category_slug`, and a term's `menu_order`, by which term collections can also
 * be ordered (`orderby=menu_order`).
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'backstage_headless_register_rest_fields', 20 );

function backstage_headless_register_rest_fields() {
	foreach ( backstage_headless_post_types() as $post_type => $type ) {
		register_rest_field(
			$post_type,
			'acf',
			array(
				'get_callback' => static function ( $item ) use ( $type ) {
					return (object) backstage_headless_field_values( 'post', $item['id'], $type['acf'], $item['id'] );
				},
				'schema'       => array(
					'type'    => 'object',
					'context' => array( 'view', 'edit' ),
				),
			)
		);
		foreach ( $type['root'] as $name => $kind ) {
			register_rest_field(
				$post_type,
				$name,
				array(
					'get_callback' => static function ( $item ) use ( $name, $kind ) {
						$values = backstage_headless_field_values( 'post', $item['id'], array( $name => $kind ) );
						return $values[ $name ] ?? null;
					},
				)
			);
		}
	}

	register_rest_field(
		'articles',
		'category_slug',
		array( 'get_callback' => 'backstage_headless_article_category_slug' )
	);

	foreach ( backstage_headless_taxonomies() as $taxonomy => $definition ) {
		register_rest_field(
			$taxonomy,
			'acf',
			array(
				'get_callback' => static function ( $item ) use ( $definition ) {
					return (object) backstage_headless_field_values( 'term', $item['id'], $definition['acf'], 'term_' . $item['id'] );
				},
				'schema'       => array(
					'type'    => 'object',
					'context' => array( 'view', 'edit' ),
				),
			)
		);
		register_rest_field(
			$taxonomy,
			'menu_order',
			array(
				'get_callback' => static function ( $item ) {
					return backstage_headless_term_order( $item['id'] );
				},
				'schema'       => array(
					'type'    => 'integer',
					'context' => array( 'view', 'edit' ),
				),
			)
		);
		add_filter( "rest_{$taxonomy}_collection_params", 'backstage_headless_term_orderby_param' );
		add_filter( "rest_{$taxonomy}_query", 'backstage_headless_term_order_query', 10, 2 );
	}
}

/** A term's menu order (term meta `menu_order`), 0 when unset. */
function backstage_headless_term_order( $term_id ) {
	return (int) get_term_meta( $term_id, 'menu_order', true );
}

/**
 * The slug of the category an article is filed under: its `category_slug` meta when the
 * article is still in that category, else its first category.
 */
function backstage_headless_article_category_slug( $item ) {
	$terms = get_the_terms( $item['id'], 'articles_categories' );
	$slugs = is_array( $terms ) ? wp_list_pluck( $terms, 'slug' ) : array();
	$chosen = get_post_meta( $item['id'], 'category_slug', true );
	if ( is_string( $chosen ) && in_array( $chosen, $slugs, true ) ) {
		return $chosen;
	}
	return $slugs[0] ?? null;
}

function backstage_headless_term_orderby_param( $params ) {
	if ( isset( $params['orderby']['enum'] ) && ! in_array( 'menu_order', $params['orderby']['enum'], true ) ) {
		$params['orderby']['enum'][] = 'menu_order';
	}
	return $params;
}

/** `orderby=menu_order` on a term collection: by the order meta (none counts as 0), then by id, so pages are stable. */
function backstage_headless_term_order_query( $args, $request ) {
	if ( 'menu_order' === $request['orderby'] ) {
		$args['orderby']              = 'term_id';
		$args['backstage_menu_order'] = true;
	}
	return $args;
}

add_filter( 'terms_clauses', 'backstage_headless_term_order_clauses', 10, 3 );

function backstage_headless_term_order_clauses( $clauses, $taxonomies, $args ) {
	global $wpdb;
	if ( empty( $args['backstage_menu_order'] ) ) {
		return $clauses;
	}
	$order              = 'DESC' === strtoupper( (string) $args['order'] ) ? 'DESC' : 'ASC';
	$clauses['join']   .= " LEFT JOIN {$wpdb->termmeta} AS backstage_order ON ( backstage_order.term_id = t.term_id AND backstage_order.meta_key = 'menu_order' )";
	$clauses['orderby'] = "ORDER BY CAST( COALESCE( backstage_order.meta_value, '0' ) AS SIGNED ) {$order}, t.term_id";
	$clauses['order']   = '';
	return $clauses;
}
