<?php
/**
 * Loads a dataset of WordPress REST items (the site's `content/*.json`, one file per
 * collection) into this WordPress, keeping ids, so a salon can start from the bundled
 * content. Running it again updates what it created. Slugs go through WordPress's own
 * uniqueness rules, so a repeated slug is stored as WordPress would store it (`-2`, or a
 * term's parent slug appended); the site's paths do not depend on those suffixes.
 *
 * Translations come from a folder per language beside the collections (`content/uk/*.json`):
 * each item is a post or term of its own, keeping its id, with the `lang` and
 * `translation_of` meta, and only the fields it carries (the rest stay empty, so the site
 * keeps the original's). Its slug is its original's with the language appended
 * (`root-colour-uk`), as WordPress keeps slugs unique per type.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Imports every collection file found in `$directory`, categories before the items filed
 * under them. `$log` receives one line per notable event. Returns the number of failures.
 */
function backstage_headless_import_directory( $directory, callable $log ) {
	$administrators = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	if ( $administrators ) {
		wp_set_current_user( (int) $administrators[0] );
	}
	// The dataset is the site's own content: store its HTML as it is.
	kses_remove_filters();
	wp_defer_term_counting( true );

	$failures = 0;
	foreach ( backstage_headless_taxonomies() as $taxonomy => $definition ) {
		$items = backstage_headless_read_collection( $directory, $taxonomy, $log );
		if ( null !== $items ) {
			$failures += backstage_headless_import_terms( $taxonomy, $definition, $items, $log );
		}
	}
	foreach ( backstage_headless_post_types() as $post_type => $type ) {
		$collection = backstage_headless_collection_of_post_type( $post_type );
		$items      = backstage_headless_read_collection( $directory, $collection, $log );
		if ( null !== $items ) {
			$failures += backstage_headless_import_posts( $post_type, $type, $items, $log );
		}
	}
	foreach ( backstage_headless_translation_folders( $directory ) as $language => $folder ) {
		$failures += backstage_headless_import_translations( $folder, $language, $log );
	}

	wp_defer_term_counting( false );
	return $failures;
}

/** `$label` names the collection in the log (`services`, or `services (uk)` for translations). */
function backstage_headless_read_collection( $directory, $collection, callable $log, $label = null ) {
	$label = $label ?? $collection;
	$file  = rtrim( $directory, '/' ) . "/{$collection}.json";
	if ( ! is_readable( $file ) ) {
		$log( "{$label}: no {$collection}.json, skipped" );
		return null;
	}
	$items = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( ! is_array( $items ) || array_values( $items ) !== $items ) {
		$log( "{$label}: {$collection}.json is not a JSON list, skipped" );
		return null;
	}
	return $items;
}

/** Parents before children, so each term's parent exists when it is stored. */
function backstage_headless_parents_first( array $items ) {
	$by_id = array();
	foreach ( $items as $item ) {
		$by_id[ (int) ( $item['id'] ?? 0 ) ] = $item;
	}
	$depth = static function ( $item ) use ( $by_id ) {
		$levels = 0;
		for ( $parent = (int) ( $item['parent'] ?? 0 ); $parent && isset( $by_id[ $parent ] ) && $levels < 50; $parent = (int) ( $by_id[ $parent ]['parent'] ?? 0 ) ) {
			++$levels;
		}
		return $levels;
	};
	usort(
		$items,
		static function ( $a, $b ) use ( $depth ) {
			return $depth( $a ) <=> $depth( $b ) ?: ( (int) $a['id'] <=> (int) $b['id'] );
		}
	);
	return $items;
}

function backstage_headless_import_terms( $taxonomy, array $definition, array $items, callable $log ) {
	$failures = 0;
	$stored   = 0;
	foreach ( backstage_headless_parents_first( $items ) as $item ) {
		$id   = (int) ( $item['id'] ?? 0 );
		$args = array(
			'slug'        => (string) ( $item['slug'] ?? '' ),
			'parent'      => (int) ( $item['parent'] ?? 0 ),
			'description' => (string) ( $item['description'] ?? '' ),
		);
		$name = html_entity_decode( (string) ( $item['name'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( $id <= 0 || '' === $name ) {
			$log( "{$taxonomy}: an item without an id or a name, skipped" );
			++$failures;
			continue;
		}
		if ( ! backstage_headless_put_term( $taxonomy, $taxonomy, $id, $name, $args, $log ) ) {
			++$failures;
			continue;
		}
		update_term_meta( $id, 'menu_order', (int) ( $item['menu_order'] ?? 0 ) );
		backstage_headless_store_fields( 'term', $id, $definition['acf'], is_array( $item['acf'] ?? null ) ? $item['acf'] : array() );
		backstage_headless_log_slug( $log, $taxonomy, $id, $args['slug'] ?? '', get_term( $id )->slug );
		++$stored;
	}
	$log( "{$taxonomy}: {$stored} stored" );
	return $failures;
}

/**
 * Creates the term with this id, or updates it; logs why not and answers false when it cannot.
 * A slug WordPress made unique when the term was first stored is kept.
 */
function backstage_headless_put_term( $taxonomy, $label, $id, $name, array $args, callable $log ) {
	$existing = get_term( $id );
	if ( $existing instanceof WP_Term && $existing->taxonomy !== $taxonomy ) {
		$log( "{$label} {$id}: that id is taken by a term of {$existing->taxonomy}, skipped" );
		return false;
	}
	if ( $existing instanceof WP_Term ) {
		$result = wp_update_term( $id, $taxonomy, array( 'name' => $name ) + $args );
		if ( is_wp_error( $result ) && 'duplicate_term_slug' === $result->get_error_code() ) {
			// Stored under a slug WordPress made unique: keep that one.
			unset( $args['slug'] );
			$result = wp_update_term( $id, $taxonomy, array( 'name' => $name ) + $args );
		}
	} else {
		$keep_id = static function ( $data ) use ( $id ) {
			return array( 'term_id' => $id ) + $data;
		};
		add_filter( 'wp_insert_term_data', $keep_id );
		$result = wp_insert_term( $name, $taxonomy, $args );
		remove_filter( 'wp_insert_term_data', $keep_id );
	}
	if ( is_wp_error( $result ) ) {
		$log( "{$label} {$id}: " . $result->get_error_message() );
		return false;
	}
	return true;
}

function backstage_headless_import_posts( $post_type, array $type, array $items, callable $log ) {
	$failures   = 0;
	$stored     = 0;
	$collection = backstage_headless_collection_of_post_type( $post_type );
	foreach ( $items as $item ) {
		$id    = (int) ( $item['id'] ?? 0 );
		$title = html_entity_decode( (string) ( $item['title']['rendered'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( $id <= 0 || '' === $title ) {
			$log( "{$collection}: an item without an id or a title, skipped" );
			++$failures;
			continue;
		}
		$post = array(
			'post_type'      => $post_type,
			'post_status'    => 'publish',
			'post_title'     => $title,
			'post_name'      => (string) ( $item['slug'] ?? '' ),
			'post_content'   => (string) ( $item['content']['rendered'] ?? '' ),
			'post_excerpt'   => trim( html_entity_decode( wp_strip_all_tags( (string) ( $item['excerpt']['rendered'] ?? '' ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ),
			'menu_order'     => (int) ( $item['menu_order'] ?? 0 ),
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		if ( ! empty( $item['date'] ) && false !== strtotime( $item['date'] ) ) {
			$post['post_date'] = gmdate( 'Y-m-d H:i:s', strtotime( $item['date'] ) );
		}
		if ( ! backstage_headless_put_post( $post_type, $collection, $id, $post, $log ) ) {
			++$failures;
			continue;
		}
		if ( $type['taxonomy'] && isset( $item[ $type['taxonomy'] ] ) && is_array( $item[ $type['taxonomy'] ] ) ) {
			wp_set_object_terms( $id, array_map( 'intval', $item[ $type['taxonomy'] ] ), $type['taxonomy'] );
		}
		backstage_headless_store_fields( 'post', $id, $type['root'] + $type['acf'], backstage_headless_post_field_values( $type, $item ) );
		if ( isset( $item['category_slug'] ) ) {
			update_post_meta( $id, 'category_slug', wp_slash( (string) $item['category_slug'] ) );
		}
		backstage_headless_log_slug( $log, $collection, $id, $post['post_name'], get_post_field( 'post_name', $id ) );
		++$stored;
	}
	$log( "{$collection}: {$stored} stored" );
	return $failures;
}

/** Creates the post with this id, or updates it; logs why not and answers false when it cannot. */
function backstage_headless_put_post( $post_type, $label, $id, array $post, callable $log ) {
	$existing = get_post( $id );
	if ( $existing instanceof WP_Post && $existing->post_type !== $post_type ) {
		$log( "{$label} {$id}: that id is taken by a {$existing->post_type}, skipped" );
		return false;
	}
	if ( $existing instanceof WP_Post ) {
		$post['ID'] = $id;
		$result     = wp_update_post( wp_slash( $post ), true );
	} else {
		$post['import_id'] = $id;
		$result            = wp_insert_post( wp_slash( $post ), true );
	}
	if ( is_wp_error( $result ) || (int) $result !== $id ) {
		$log( "{$label} {$id}: " . ( is_wp_error( $result ) ? $result->get_error_message() : "stored as {$result}" ) );
		return false;
	}
	backstage_headless_publish_even_if_dated_ahead( $id );
	return true;
}

/** The field values of a post item; a field that is both top-level and in `acf` (a service's duration) is one meta value. */
function backstage_headless_post_field_values( array $type, array $item ) {
	$acf    = is_array( $item['acf'] ?? null ) ? $item['acf'] : array();
	$values = array_intersect_key( $item, $type['root'] );
	foreach ( array_intersect_key( $acf, $type['acf'] ) as $name => $value ) {
		if ( ! isset( $values[ $name ] ) || ( null !== $value && false !== $value && '' !== $value ) ) {
			$values[ $name ] = $value;
		}
	}
	return $values;
}

/** The dataset's dates are when items went live: a date ahead of the clock must not leave one scheduled. */
function backstage_headless_publish_even_if_dated_ahead( $id ) {
	global $wpdb;
	if ( 'future' === get_post_status( $id ) ) {
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'publish' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
	}
}

/** Stores each field of the content model the item has, in the form `backstage_headless_cast()` reads back. */
function backstage_headless_store_fields( $meta_type, $object_id, array $fields, array $values ) {
	foreach ( $fields as $name => $kind ) {
		$value = $values[ $name ] ?? null;
		if ( 'bool' === $kind && is_bool( $value ) ) {
			$value = $value ? '1' : '0';
		}
		if ( null === $value || false === $value || '' === $value ) {
			delete_metadata( $meta_type, $object_id, $name );
			continue;
		}
		update_metadata( $meta_type, $object_id, $name, wp_slash( $value ) );
	}
}

function backstage_headless_log_slug( callable $log, $collection, $id, $wanted, $stored ) {
	if ( '' !== $wanted && $wanted !== $stored ) {
		$log( "{$collection} {$id}: WordPress stored the slug {$wanted} as {$stored}" );
	}
}

/**
 * The folders of translations beside the collections: each named by its language (`uk`,
 * `pt-br`), the content language's own excepted, as language => path.
 */
function backstage_headless_translation_folders( $directory ) {
	$folders = array();
	foreach ( glob( rtrim( $directory, '/' ) . '/*', GLOB_ONLYDIR ) ?: array() as $folder ) {
		$language = basename( $folder );
		if ( 1 === preg_match( BACKSTAGE_HEADLESS_LANGUAGE_PATTERN, $language ) && backstage_headless_content_language() !== $language ) {
			$folders[ $language ] = $folder;
		}
	}
	ksort( $folders );
	return $folders;
}

/** Imports one language's translations, categories first, each collection's file when there is one. */
function backstage_headless_import_translations( $folder, $language, callable $log ) {
	$failures = 0;
	foreach ( backstage_headless_taxonomies() as $taxonomy => $definition ) {
		$items = backstage_headless_read_collection( $folder, $taxonomy, $log, "{$taxonomy} ({$language})" );
		if ( null !== $items ) {
			$failures += backstage_headless_import_term_translations( $taxonomy, $definition, $language, $items, $log );
		}
	}
	// A translation may carry no title, content or excerpt at all: that is still an item.
	add_filter( 'wp_insert_post_empty_content', '__return_false' );
	foreach ( backstage_headless_post_types() as $post_type => $type ) {
		$collection = backstage_headless_collection_of_post_type( $post_type );
		$items      = backstage_headless_read_collection( $folder, $collection, $log, "{$collection} ({$language})" );
		if ( null !== $items ) {
			$failures += backstage_headless_import_post_translations( $post_type, $type, $language, $items, $log );
		}
	}
	remove_filter( 'wp_insert_post_empty_content', '__return_false' );
	return $failures;
}

/**
 * The id of a translation item and the original it translates (a post or term of the same
 * type), or null, logged, when the item is not a usable translation in this language.
 */
function backstage_headless_translation_pair( array $item, $language, $original, $subtype, $label, callable $log ) {
	$id   = (int) ( $item['id'] ?? 0 );
	$of   = (int) ( $item['translation_of'] ?? 0 );
	$lang = $item['lang'] ?? $language;
	if ( $id <= 0 || $of <= 0 || $id === $of ) {
		$log( "{$label}: an item without an id or the id of its original, skipped" );
		return null;
	}
	if ( $lang !== $language ) {
		$log( "{$label} {$id}: its lang is " . wp_json_encode( $lang ) . " in the {$language} folder, skipped" );
		return null;
	}
	$type = $original instanceof WP_Term ? $original->taxonomy : ( $original instanceof WP_Post ? $original->post_type : null );
	if ( $type !== $subtype ) {
		$log( "{$label} {$id}: its original {$of} is not an item of {$subtype}, skipped" );
		return null;
	}
	return array( $id, $of );
}

function backstage_headless_import_term_translations( $taxonomy, array $definition, $language, array $items, callable $log ) {
	$label    = "{$taxonomy} ({$language})";
	$failures = 0;
	$stored   = 0;
	// Translations of parents first, so each can be filed under its parent's translation.
	$depth = static function ( $item ) use ( $taxonomy ) {
		$original = (int) ( $item['translation_of'] ?? 0 );
		return $original > 0 ? count( get_ancestors( $original, $taxonomy, 'taxonomy' ) ) : 0;
	};
	usort(
		$items,
		static function ( $a, $b ) use ( $depth ) {
			return $depth( $a ) <=> $depth( $b ) ?: ( (int) ( $a['id'] ?? 0 ) <=> (int) ( $b['id'] ?? 0 ) );
		}
	);
	$translated = array();
	foreach ( $items as $item ) {
		$original = get_term( (int) ( $item['translation_of'] ?? 0 ) );
		$pair     = backstage_headless_translation_pair( $item, $language, $original, $taxonomy, $label, $log );
		if ( null === $pair ) {
			++$failures;
			continue;
		}
		[ $id, $of ] = $pair;
		// WordPress needs a name; one the translation lacks is its original's, which the site shows anyway.
		$name = html_entity_decode( (string) ( $item['name'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$args = array(
			'slug'        => "{$original->slug}-{$language}",
			'parent'      => $translated[ (int) $original->parent ] ?? 0,
			'description' => (string) ( $item['description'] ?? '' ),
		);
		if ( ! backstage_headless_put_term( $taxonomy, $label, $id, '' !== $name ? $name : $original->name, $args, $log ) ) {
			++$failures;
			continue;
		}
		update_term_meta( $id, 'menu_order', (int) ( $item['menu_order'] ?? 0 ) );
		backstage_headless_store_fields( 'term', $id, $definition['acf'], is_array( $item['acf'] ?? null ) ? $item['acf'] : array() );
		update_term_meta( $id, 'lang', $language );
		update_term_meta( $id, 'translation_of', $of );
		backstage_headless_log_slug( $log, $label, $id, $args['slug'], get_term( $id )->slug );
		$translated[ $of ] = $id;
		++$stored;
	}
	$log( "{$label}: {$stored} stored" );
	return $failures;
}

function backstage_headless_import_post_translations( $post_type, array $type, $language, array $items, callable $log ) {
	$collection = backstage_headless_collection_of_post_type( $post_type );
	$label      = "{$collection} ({$language})";
	$failures   = 0;
	$stored     = 0;
	foreach ( $items as $item ) {
		$original = get_post( (int) ( $item['translation_of'] ?? 0 ) );
		$pair     = backstage_headless_translation_pair( $item, $language, $original, $post_type, $label, $log );
		if ( null === $pair ) {
			++$failures;
			continue;
		}
		[ $id, $of ] = $pair;
		$post        = array(
			'post_type'      => $post_type,
			'post_status'    => 'publish',
			'post_title'     => html_entity_decode( (string) ( $item['title']['rendered'] ?? '' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'post_name'      => "{$original->post_name}-{$language}",
			'post_content'   => (string) ( $item['content']['rendered'] ?? '' ),
			'post_excerpt'   => trim( html_entity_decode( wp_strip_all_tags( (string) ( $item['excerpt']['rendered'] ?? '' ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ),
			'menu_order'     => (int) ( $item['menu_order'] ?? 0 ),
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		if ( ! empty( $item['date'] ) && false !== strtotime( $item['date'] ) ) {
			$post['post_date'] = gmdate( 'Y-m-d H:i:s', strtotime( $item['date'] ) );
		}
		if ( ! backstage_headless_put_post( $post_type, $label, $id, $post, $log ) ) {
			++$failures;
			continue;
		}
		if ( $type['taxonomy'] ) {
			$terms = is_array( $item[ $type['taxonomy'] ] ?? null ) ? array_map( 'intval', $item[ $type['taxonomy'] ] ) : array();
			wp_set_object_terms( $id, $terms, $type['taxonomy'] );
		}
		backstage_headless_store_fields( 'post', $id, $type['root'] + $type['acf'], backstage_headless_post_field_values( $type, $item ) );
		if ( isset( $item['category_slug'] ) ) {
			update_post_meta( $id, 'category_slug', wp_slash( (string) $item['category_slug'] ) );
		} else {
			delete_post_meta( $id, 'category_slug' );
		}
		update_post_meta( $id, 'lang', $language );
		update_post_meta( $id, 'translation_of', $of );
		backstage_headless_log_slug( $log, $label, $id, $post['post_name'], get_post_field( 'post_name', $id ) );
		++$stored;
	}
	$log( "{$label}: {$stored} stored" );
	return $failures;
}
