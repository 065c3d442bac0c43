<?php
/**
 * The `lang` query of the feed. Every item is in the site's content language (a setting,
 * English by default) unless its `lang` meta names another; `?lang=xx` lists only the items
 * in that language. Where Polylang or WPML is active, they answer `lang` themselves.
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'backstage_headless_register_language_query', 5 );

function backstage_headless_content_language() {
	$language = get_option( 'backstage_headless_language', 'en' );
	return is_string( $language ) && '' !== $language ? $language : 'en';
}

function backstage_headless_has_multilingual_plugin() {
	return function_exists( 'pll_current_language' ) || defined( 'ICL_SITEPRESS_VERSION' );
}

function backstage_headless_register_language_query() {
	if ( backstage_headless_has_multilingual_plugin() ) {
		return;
	}
	$param = array(
		'description' => 'Only items in this language.',
		'type'        => 'string',
		'pattern'     => '^[a-z]{2}(-[a-z]{2,4})?$',
	);
	$add_param = static function ( $params ) use ( $param ) {
		$params['lang'] = $param;
		return $params;
	};
	foreach ( array_keys( backstage_headless_post_types() ) as $post_type ) {
		add_filter( "rest_{$post_type}_collection_params", $add_param );
		add_filter(
			"rest_{$post_type}_query",
			static function ( $args, $request ) {
				return backstage_headless_language_args( $args, $request );
			},
			10,
			2
		);
	}
	foreach ( array_keys( backstage_headless_taxonomies() ) as $taxonomy ) {
		add_filter( "rest_{$taxonomy}_collection_params", $add_param );
		add_filter(
			"rest_{$taxonomy}_query",
			static function ( $args, $request ) {
				return backstage_headless_language_args( $args, $request );
			},
			10,
			2
		);
	}
}

/** The meta query that keeps a query to the items in the requested language. */
function backstage_headless_language_meta_query( $language ) {
	$clause = array(
		'key'   => 'lang',
		'value' => $language,
	);
	if ( $language !== backstage_headless_content_language() ) {
		return $clause;
	}
	// No `lang` meta, or an empty one, is the content language too.
	return array(
		'relation' => 'OR',
		$clause,
		array(
			'key'   => 'lang',
			'value' => '',
		),
		array(
			'key'     => 'lang',
			'compare' => 'NOT EXISTS',
		),
	);
}

/** Whether any post or term names its own language; until one does, everything is in the content language. */
function backstage_headless_languages_in_use() {
	global $wpdb;
	static $in_use = null;
	if ( null === $in_use ) {
		$in_use = (bool) $wpdb->get_var( "SELECT 1 FROM {$wpdb->postmeta} WHERE meta_key = 'lang' LIMIT 1" )
			|| (bool) $wpdb->get_var( "SELECT 1 FROM {$wpdb->termmeta} WHERE meta_key = 'lang' LIMIT 1" );
	}
	return $in_use;
}

/**
 * Whether asking for this language narrows a query at all. When the answer is everything,
 * the query stays as it is, so a one-language site's queries stay plain.
 */
function backstage_headless_language_narrows( $language ) {
	if ( ! is_string( $language ) || '' === $language || backstage_headless_has_multilingual_plugin() ) {
		return false;
	}
	return $language !== backstage_headless_content_language() || backstage_headless_languages_in_use();
}

function backstage_headless_language_args( $args, $request ) {
	$language = $request['lang'];
	if ( ! backstage_headless_language_narrows( $language ) ) {
		return $args;
	}
	$existing           = isset( $args['meta_query'] ) && is_array( $args['meta_query'] ) ? $args['meta_query'] : array();
	$args['meta_query'] = array_merge( $existing, array( backstage_headless_language_meta_query( $language ) ) );
	return $args;
}
