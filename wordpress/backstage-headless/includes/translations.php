<?php
/**
 * Translations. A translation is an item of its own, a post of the same post type or a term
 * of the same taxonomy as the item it translates, with two fields every item of the content
 * model has at the top level of its REST answer:
 *
 * - `lang`: the item's language, its `lang` meta (the content language when it has none);
 * - `translation_of`: the id of the original it translates, its `translation_of` meta (null
 *   for an original).
 *
 * Where Polylang or WPML is active and knows the item, both come from their own links instead:
 * the original is the item of the group in Polylang's default language, or the one WPML
 * records without a source language. Changing either meta of a published item or of a term
 * revalidates its collection on the site, which reads originals and translations under one tag.
 */

defined( 'ABSPATH' ) || exit;

/** A language tag as the feed's `?lang=` takes it. */
const BACKSTAGE_HEADLESS_LANGUAGE_PATTERN = '/^[a-z]{2}(-[a-z]{2,4})?$/';

/** The meta that says an item's language and the item it translates. */
const BACKSTAGE_HEADLESS_TRANSLATION_KEYS = array( 'lang', 'translation_of' );

add_action( 'init', 'backstage_headless_register_translation_meta', 15 );
add_action( 'rest_api_init', 'backstage_headless_register_translation_fields', 20 );
add_action( 'added_post_meta', 'backstage_headless_post_translation_meta_changed', 10, 3 );
add_action( 'updated_post_meta', 'backstage_headless_post_translation_meta_changed', 10, 3 );
add_action( 'deleted_post_meta', 'backstage_headless_post_translation_meta_changed', 10, 3 );
add_action( 'added_term_meta', 'backstage_headless_term_translation_meta_changed', 10, 3 );
add_action( 'updated_term_meta', 'backstage_headless_term_translation_meta_changed', 10, 3 );
add_action( 'deleted_term_meta', 'backstage_headless_term_translation_meta_changed', 10, 3 );

/** A language tag, lowercased, or '' when it is not one. */
function backstage_headless_sanitize_language( $value ) {
	$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
	return preg_match( BACKSTAGE_HEADLESS_LANGUAGE_PATTERN, $value ) ? $value : '';
}

/**
 * The id of an existing item of this post type or taxonomy, or 0: a translation can only
 * translate an item of its own kind.
 */
function backstage_headless_sanitize_original( $value, $meta_type, $subtype ) {
	$id = is_numeric( $value ) ? (int) $value : 0;
	if ( $id <= 0 ) {
		return 0;
	}
	if ( 'term' === $meta_type ) {
		$term = get_term( $id );
		return $term instanceof WP_Term && $term->taxonomy === $subtype ? $id : 0;
	}
	$post = get_post( $id );
	return $post instanceof WP_Post && $post->post_type === $subtype && 'trash' !== $post->post_status ? $id : 0;
}

function backstage_headless_register_translation_meta() {
	foreach ( array_keys( backstage_headless_post_types() ) as $post_type ) {
		backstage_headless_register_translation_meta_of( 'post', $post_type );
	}
	foreach ( array_keys( backstage_headless_taxonomies() ) as $taxonomy ) {
		backstage_headless_register_translation_meta_of( 'term', $taxonomy );
	}
}

function backstage_headless_register_translation_meta_of( $meta_type, $subtype ) {
	$register = 'term' === $meta_type ? 'register_term_meta' : 'register_post_meta';
	$auth     = static function ( $allowed, $meta_key, $object_id ) use ( $meta_type ) {
		return current_user_can( 'term' === $meta_type ? 'edit_term' : 'edit_post', $object_id );
	};
	$register(
		$subtype,
		'lang',
		array(
			'type'              => 'string',
			'description'       => 'The language of the item, when it is not the content language.',
			'single'            => true,
			'show_in_rest'      => true,
			'sanitize_callback' => 'backstage_headless_sanitize_language',
			'auth_callback'     => $auth,
		)
	);
	$register(
		$subtype,
		'translation_of',
		array(
			'type'              => 'integer',
			'description'       => 'The id of the original this item translates.',
			'single'            => true,
			'show_in_rest'      => true,
			'sanitize_callback' => static function ( $value ) use ( $meta_type, $subtype ) {
				return backstage_headless_sanitize_original( $value, $meta_type, $subtype );
			},
			'auth_callback'     => $auth,
		)
	);
}

function backstage_headless_register_translation_fields() {
	$schema = array(
		'lang'           => array(
			'description' => 'The language of the item.',
			'type'        => 'string',
			'context'     => array( 'view', 'edit', 'embed' ),
			'readonly'    => true,
		),
		'translation_of' => array(
			'description' => 'The id of the original this item translates; null for an original.',
			'type'        => array( 'integer', 'null' ),
			'context'     => array( 'view', 'edit', 'embed' ),
			'readonly'    => true,
		),
	);
	$objects = array();
	foreach ( array_keys( backstage_headless_post_types() ) as $post_type ) {
		$objects[ $post_type ] = 'post';
	}
	foreach ( array_keys( backstage_headless_taxonomies() ) as $taxonomy ) {
		$objects[ $taxonomy ] = 'term';
	}
	foreach ( $objects as $subtype => $meta_type ) {
		register_rest_field(
			$subtype,
			'lang',
			array(
				'get_callback' => static function ( $item ) use ( $meta_type, $subtype ) {
					return backstage_headless_translation_link( $meta_type, (int) $item['id'], $subtype )['lang'];
				},
				'schema'       => $schema['lang'],
			)
		);
		register_rest_field(
			$subtype,
			'translation_of',
			array(
				'get_callback' => static function ( $item ) use ( $meta_type, $subtype ) {
					return backstage_headless_translation_link( $meta_type, (int) $item['id'], $subtype )['translation_of'];
				},
				'schema'       => $schema['translation_of'],
			)
		);
	}
}

/**
 * An item's language and the id of the original it translates (null for an original): from
 * Polylang or WPML where they know the item, else from its meta.
 *
 * @return array{lang: string, translation_of: int|null}
 */
function backstage_headless_translation_link( $meta_type, $object_id, $subtype ) {
	$link = backstage_headless_polylang_link( $meta_type, $object_id );
	if ( null === $link ) {
		$link = backstage_headless_wpml_link( $meta_type, $object_id, $subtype );
	}
	if ( null !== $link ) {
		return $link;
	}
	$language = backstage_headless_sanitize_language( get_metadata( $meta_type, $object_id, 'lang', true ) );
	$original = (int) get_metadata( $meta_type, $object_id, 'translation_of', true );
	return array(
		'lang'           => '' !== $language ? $language : backstage_headless_content_language(),
		'translation_of' => $original > 0 && $original !== $object_id ? $original : null,
	);
}

/** The item's place in Polylang's translation groups, or null without Polylang or a language there. */
function backstage_headless_polylang_link( $meta_type, $object_id ) {
	$of_term      = 'term' === $meta_type;
	$language     = $of_term ? 'pll_get_term_language' : 'pll_get_post_language';
	$translations = $of_term ? 'pll_get_term_translations' : 'pll_get_post_translations';
	if ( ! function_exists( $language ) || ! function_exists( $translations ) || ! function_exists( 'pll_default_language' ) ) {
		return null;
	}
	$own = $language( $object_id, 'slug' );
	if ( ! is_string( $own ) || '' === $own ) {
		return null;
	}
	$group    = $translations( $object_id );
	$default  = pll_default_language( 'slug' );
	$original = is_array( $group ) && is_string( $default ) && isset( $group[ $default ] ) ? (int) $group[ $default ] : 0;
	return array(
		'lang'           => $own,
		'translation_of' => $original > 0 && $original !== $object_id ? $original : null,
	);
}

/**
 * The item's place in WPML's translation groups, or null without WPML or a group there. WPML
 * knows a term by its term_taxonomy_id and names element types `post_{type}` and `tax_{taxonomy}`.
 */
function backstage_headless_wpml_link( $meta_type, $object_id, $subtype ) {
	if ( ! has_filter( 'wpml_element_trid' ) || ! has_filter( 'wpml_get_element_translations' ) ) {
		return null;
	}
	$element_id = $object_id;
	if ( 'term' === $meta_type ) {
		$term = get_term( $object_id, $subtype );
		if ( ! $term instanceof WP_Term ) {
			return null;
		}
		$element_id = (int) $term->term_taxonomy_id;
	}
	$element_type = ( 'term' === $meta_type ? 'tax_' : 'post_' ) . $subtype;
	$trid         = apply_filters( 'wpml_element_trid', null, $element_id, $element_type );
	if ( ! $trid ) {
		return null;
	}
	$group = apply_filters( 'wpml_get_element_translations', null, $trid, $element_type );
	if ( ! is_array( $group ) ) {
		return null;
	}
	$own      = null;
	$original = 0;
	foreach ( $group as $code => $translation ) {
		$translation = (object) $translation;
		$id          = (int) ( $translation->element_id ?? 0 );
		if ( 'term' === $meta_type ) {
			if ( isset( $translation->term_id ) ) {
				$id = (int) $translation->term_id;
			} else {
				$found = $id ? get_term_by( 'term_taxonomy_id', $id, $subtype ) : false;
				$id    = $found instanceof WP_Term ? (int) $found->term_id : 0;
			}
		}
		if ( $id === $object_id ) {
			$own = (string) ( $translation->language_code ?? $code );
		}
		if ( empty( $translation->source_language_code ) ) {
			$original = $id;
		}
	}
	if ( null === $own || '' === $own ) {
		return null;
	}
	return array(
		'lang'           => $own,
		'translation_of' => $original > 0 && $original !== $object_id ? $original : null,
	);
}

/**
 * A published post's language or original changed (from the Language box, the Custom Fields
 * box, the REST API or code): its collection is refreshed with the rest of the request's changes.
 */
function backstage_headless_post_translation_meta_changed( $meta_ids, $object_id, $meta_key ) {
	if ( ! in_array( $meta_key, BACKSTAGE_HEADLESS_TRANSLATION_KEYS, true ) ) {
		return;
	}
	$post = get_post( $object_id );
	if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
		backstage_headless_queue_revalidation( backstage_headless_collection_of_post_type( $post->post_type ) );
	}
}

/** A term's language or original changed: its taxonomy is refreshed. */
function backstage_headless_term_translation_meta_changed( $meta_ids, $object_id, $meta_key ) {
	if ( ! in_array( $meta_key, BACKSTAGE_HEADLESS_TRANSLATION_KEYS, true ) ) {
		return;
	}
	$term = get_term( $object_id );
	if ( $term instanceof WP_Term && array_key_exists( $term->taxonomy, backstage_headless_taxonomies() ) ) {
		backstage_headless_queue_revalidation( $term->taxonomy );
	}
}
