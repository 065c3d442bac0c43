<?php
/**
 * The content model: which post types and taxonomies the site reads, and the fields of each.
 * The REST base of every type is its name, which is also the collection name the site asks
 * for and the `type` the revalidation webhook sends.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Post types (WordPress's own `page` included) with their taxonomy and fields. `root` fields
 * sit at the top level of a REST item, `acf` fields in its `acf` object; each is read from
 * the post or term meta of the same name and cast to its kind:
 * `string`, `number`, `bool`, `ids` (a list of ids), `scalar` (a number when numeric, else
 * a string) or `data` (a list or object, stored serialized or as JSON text).
 */
function backstage_headless_post_types() {
	return array(
		'services'  => array(
			'label'    => 'Services',
			'singular' => 'Service',
			'taxonomy' => 'services_categories',
			'root'     => array(
				'name'                   => 'string',
				'duration'               => 'number',
				'pricesInNativeCurrency' => 'data',
			),
			'acf'      => array(
				'title'               => 'string',
				'duration'            => 'number',
				'preview_image'       => 'data',
				'seo_text'            => 'string',
				'description'         => 'string',
				'additional_services' => 'data',
				'params'              => 'data',
				'salons_prices'       => 'data',
			),
		),
		'salons'    => array(
			'label'    => 'Salons',
			'singular' => 'Salon',
			'taxonomy' => 'salons_categories',
			'root'     => array(
				'available_services'   => 'ids',
				'available_categories' => 'ids',
			),
			'acf'      => array(
				'address'       => 'string',
				'postcode'      => 'string',
				'phone'         => 'string',
				'email'         => 'string',
				'work_time'     => 'string',
				'description'   => 'string',
				'preview_image' => 'data',
				'map_link'      => 'string',
				'latitude'      => 'number',
				'longitude'     => 'number',
			),
		),
		'employees' => array(
			'label'    => 'Masters',
			'singular' => 'Master',
			'taxonomy' => 'employees_categories',
			'root'     => array(
				'id_crm' => 'scalar',
				'rating' => 'number',
			),
			'acf'      => array(
				'photo'            => 'data',
				'skills'           => 'ids',
				'work_category'    => 'number',
				'position'         => 'string',
				'description'      => 'string',
				'experience_years' => 'number',
				'salons'           => 'ids',
				'public'           => 'bool',
				'archive'          => 'bool',
			),
		),
		'skills'    => array(
			'label'    => 'Skills',
			'singular' => 'Skill',
			'taxonomy' => 'skills_categories',
			'root'     => array(),
			'acf'      => array(),
		),
		'articles'  => array(
			'label'    => 'Articles',
			'singular' => 'Article',
			'taxonomy' => 'articles_categories',
			'root'     => array(),
			'acf'      => array(
				'title'           => 'data',
				'preview_image'   => 'data',
				'author'          => 'string',
				'reading_minutes' => 'number',
			),
		),
		'vacancies' => array(
			'label'    => 'Vacancies',
			'singular' => 'Vacancy',
			'taxonomy' => null,
			'root'     => array(),
			'acf'      => array(
				'salary'          => 'string',
				'salary_min'      => 'number',
				'salary_max'      => 'number',
				'employment_type' => 'string',
				'location'        => 'string',
				'preview_image'   => 'data',
				'apply_email'     => 'string',
			),
		),
		'page'      => array(
			'taxonomy' => null,
			'root'     => array(),
			'acf'      => array(
				'hero'            => 'data',
				'sections'        => 'data',
				'seo_title'       => 'string',
				'seo_description' => 'string',
				'image'           => 'data',
				'description'     => 'string',
				'contacts'        => 'data',
				'address'         => 'string',
				'email'           => 'string',
				'map_link'        => 'string',
				'directions'      => 'data',
				'work_time'       => 'data',
				'socials'         => 'data',
				'year'            => 'scalar',
			),
		),
	);
}

/** Taxonomies, all hierarchical, with the `acf` fields of their terms (each also has `menu_order`). */
function backstage_headless_taxonomies() {
	return array(
		'services_categories'  => array(
			'label'     => 'Service categories',
			'post_type' => 'services',
			'acf'       => array(
				'preview_image' => 'data',
				'seo_text'      => 'string',
			),
		),
		'salons_categories'    => array(
			'label'     => 'Salon categories',
			'post_type' => 'salons',
			'acf'       => array( 'external_link' => 'string' ),
		),
		'employees_categories' => array(
			'label'     => 'Master categories',
			'post_type' => 'employees',
			'acf'       => array(),
		),
		'skills_categories'    => array(
			'label'     => 'Skill categories',
			'post_type' => 'skills',
			'acf'       => array(),
		),
		'articles_categories'  => array(
			'label'     => 'Article categories',
			'post_type' => 'articles',
			'acf'       => array(),
		),
	);
}

/** The collection name the site knows a post type by (`page` is `pages`). */
function backstage_headless_collection_of_post_type( $post_type ) {
	if ( ! is_string( $post_type ) ) {
		return null;
	}
	if ( 'page' === $post_type ) {
		return 'pages';
	}
	return array_key_exists( $post_type, backstage_headless_post_types() ) ? $post_type : null;
}

function backstage_headless_register_content_model() {
	foreach ( backstage_headless_post_types() as $name => $type ) {
		if ( 'page' === $name ) {
			continue;
		}
		register_post_type(
			$name,
			array(
				'labels'       => array(
					'name'          => $type['label'],
					'singular_name' => $type['singular'],
				),
				'public'       => true,
				'has_archive'  => false,
				'show_in_rest' => true,
				'rest_base'    => $name,
				'menu_icon'    => 'dashicons-admin-appearance',
				'supports'     => array( 'title', 'editor', 'excerpt', 'custom-fields', 'page-attributes', 'revisions' ),
			)
		);
	}
	foreach ( backstage_headless_taxonomies() as $name => $taxonomy ) {
		register_taxonomy(
			$name,
			array( $taxonomy['post_type'] ),
			array(
				'labels'            => array( 'name' => $taxonomy['label'] ),
				'public'            => true,
				'hierarchical'      => true,
				'show_in_rest'      => true,
				'rest_base'         => $name,
				'show_admin_column' => true,
			)
		);
	}
}
