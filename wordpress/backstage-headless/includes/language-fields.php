<?php
/**
 * What an editor sets to make an item a translation, without code: a "Language" box on the
 * edit screen of every post type of the content model, and the same two fields on the add and
 * edit forms of its categories. *Language* is the item's language (empty: the content
 * language); *Translation of* is the original it translates, chosen among the items of the
 * same type in the content language. They are the `lang` and `translation_of` meta
 * (includes/translations.php). With Polylang or WPML active, their own language controls do
 * this, and the box only says so.
 */

defined( 'ABSPATH' ) || exit;

const BACKSTAGE_HEADLESS_LANGUAGE_NONCE = 'backstage_headless_language';

add_action( 'add_meta_boxes', 'backstage_headless_add_language_box', 10, 2 );
add_action( 'save_post', 'backstage_headless_save_language_box', 10, 2 );
add_action( 'init', 'backstage_headless_register_term_language_fields', 20 );

function backstage_headless_add_language_box( $post_type, $post = null ) {
	if ( null === backstage_headless_collection_of_post_type( $post_type ) ) {
		return;
	}
	add_meta_box( 'backstage-language', 'Language', 'backstage_headless_render_language_box', $post_type, 'side', 'default' );
}

/** The originals of a post type or taxonomy an item may translate: those in the content language, itself excepted. */
function backstage_headless_original_choices( $meta_type, $subtype, $except ) {
	$in_content_language = backstage_headless_language_meta_query( backstage_headless_content_language() );
	$in_content_language = isset( $in_content_language['relation'] ) ? $in_content_language : array( $in_content_language );
	$choices             = array();
	if ( 'term' === $meta_type ) {
		$terms = get_terms(
			array(
				'taxonomy'   => $subtype,
				'hide_empty' => false,
				'exclude'    => $except ? array( (int) $except ) : array(),
				'orderby'    => 'name',
				'meta_query' => array( $in_content_language ), // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$choices[ (int) $term->term_id ] = $term->name;
		}
		return $choices;
	}
	$posts = get_posts(
		array(
			'post_type'        => $subtype,
			'post_status'      => array( 'publish', 'future', 'draft', 'pending', 'private' ),
			'posts_per_page'   => -1,
			'post__not_in'     => $except ? array( (int) $except ) : array(),
			'orderby'          => 'title',
			'order'            => 'ASC',
			'meta_query'       => array( $in_content_language ), // phpcs:ignore WordPress.DB.SlowDBQuery
			'suppress_filters' => true,
		)
	);
	foreach ( $posts as $post ) {
		$choices[ (int) $post->ID ] = '' !== $post->post_title ? $post->post_title : "#{$post->ID}";
	}
	return $choices;
}

/** The two fields, as inputs named `backstage_lang` and `backstage_translation_of`. */
function backstage_headless_language_inputs( $meta_type, $subtype, $object_id, $layout ) {
	$language = $object_id ? backstage_headless_sanitize_language( get_metadata( $meta_type, $object_id, 'lang', true ) ) : '';
	$original = $object_id ? (int) get_metadata( $meta_type, $object_id, 'translation_of', true ) : 0;
	$content  = backstage_headless_content_language();
	$choices  = backstage_headless_original_choices( $meta_type, $subtype, $object_id );
	if ( $original && ! isset( $choices[ $original ] ) ) {
		$choices[ $original ] = "#{$original}";
	}
	wp_nonce_field( BACKSTAGE_HEADLESS_LANGUAGE_NONCE, 'backstage_language_nonce', false );
	$language_input = sprintf(
		'<input type="text" id="backstage-lang" name="backstage_lang" value="%s" placeholder="%s" pattern="[a-z]{2}(-[a-z]{2,4})?" maxlength="8" class="%s">',
		esc_attr( $language ),
		esc_attr( $content ),
		'box' === $layout ? 'widefat' : 'small-text'
	);
	$language_help = sprintf( 'A language tag such as <code>uk</code>. Empty: the content language (<code>%s</code>).', esc_html( $content ) );
	$select        = '<select id="backstage-translation-of" name="backstage_translation_of"' . ( 'box' === $layout ? ' class="widefat"' : '' ) . '><option value="">— Not a translation —</option>';
	foreach ( $choices as $id => $label ) {
		$select .= sprintf( '<option value="%d"%s>%s</option>', $id, selected( $original, $id, false ), esc_html( "{$label} (#{$id})" ) );
	}
	$select     .= '</select>';
	$select_help = 'The original this item translates. The site shows this item&#8217;s words in its language at the original&#8217;s address.';

	if ( 'box' === $layout ) {
		printf( '<p><label for="backstage-lang"><strong>Language</strong></label><br>%s</p><p class="description">%s</p>', $language_input, $language_help ); // phpcs:ignore WordPress.Security.EscapeOutput
		printf( '<p><label for="backstage-translation-of"><strong>Translation of</strong></label><br>%s</p><p class="description">%s</p>', $select, $select_help ); // phpcs:ignore WordPress.Security.EscapeOutput
	} elseif ( 'add' === $layout ) {
		printf( '<div class="form-field"><label for="backstage-lang">Language</label>%s<p>%s</p></div>', $language_input, $language_help ); // phpcs:ignore WordPress.Security.EscapeOutput
		printf( '<div class="form-field"><label for="backstage-translation-of">Translation of</label>%s<p>%s</p></div>', $select, $select_help ); // phpcs:ignore WordPress.Security.EscapeOutput
	} else {
		printf( '<tr class="form-field"><th scope="row"><label for="backstage-lang">Language</label></th><td>%s<p class="description">%s</p></td></tr>', $language_input, $language_help ); // phpcs:ignore WordPress.Security.EscapeOutput
		printf( '<tr class="form-field"><th scope="row"><label for="backstage-translation-of">Translation of</label></th><td>%s<p class="description">%s</p></td></tr>', $select, $select_help ); // phpcs:ignore WordPress.Security.EscapeOutput
	}
}

function backstage_headless_multilingual_plugin_note() {
	return 'Languages and translations are managed by ' . ( defined( 'ICL_SITEPRESS_VERSION' ) ? 'WPML' : 'Polylang' ) . '; the site reads its links.';
}

function backstage_headless_render_language_box( $post ) {
	if ( backstage_headless_has_multilingual_plugin() ) {
		echo '<p>' . esc_html( backstage_headless_multilingual_plugin_note() ) . '</p>';
		return;
	}
	backstage_headless_language_inputs( 'post', $post->post_type, (int) $post->ID, 'box' );
}

/**
 * Stores the two fields when the form sent them with a valid nonce, for a user who may edit
 * the item. A language that is not a tag leaves the stored one; an original must be an item of
 * the same type, and only an item in another language than the content language translates one.
 *
 * @return bool Whether the fields were stored.
 */
function backstage_headless_save_language_fields( $meta_type, $subtype, $object_id ) {
	// phpcs:disable WordPress.Security.NonceVerification -- verified just below.
	if ( ! isset( $_POST['backstage_language_nonce'], $_POST['backstage_lang'] ) ) {
		return false;
	}
	if ( ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['backstage_language_nonce'] ) ), BACKSTAGE_HEADLESS_LANGUAGE_NONCE ) ) {
		return false;
	}
	if ( ! current_user_can( 'term' === $meta_type ? 'edit_term' : 'edit_post', $object_id ) ) {
		return false;
	}
	$typed    = strtolower( trim( sanitize_text_field( wp_unslash( $_POST['backstage_lang'] ) ) ) );
	$original = isset( $_POST['backstage_translation_of'] ) ? (int) $_POST['backstage_translation_of'] : 0;
	// phpcs:enable
	$language = backstage_headless_sanitize_language( $typed );
	if ( '' !== $typed && '' === $language ) {
		$language = backstage_headless_sanitize_language( get_metadata( $meta_type, $object_id, 'lang', true ) );
	}
	if ( '' === $language || backstage_headless_content_language() === $language ) {
		delete_metadata( $meta_type, $object_id, 'lang' );
		$original = 0;
	} elseif ( get_metadata( $meta_type, $object_id, 'lang', true ) !== $language ) {
		update_metadata( $meta_type, $object_id, 'lang', $language );
	}
	$original = $original !== $object_id ? backstage_headless_sanitize_original( $original, $meta_type, $subtype ) : 0;
	if ( 0 === $original ) {
		delete_metadata( $meta_type, $object_id, 'translation_of' );
	} elseif ( (int) get_metadata( $meta_type, $object_id, 'translation_of', true ) !== $original ) {
		update_metadata( $meta_type, $object_id, 'translation_of', $original );
	}
	return true;
}

function backstage_headless_save_language_box( $post_id, $post ) {
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	if ( null === backstage_headless_collection_of_post_type( $post->post_type ) || backstage_headless_has_multilingual_plugin() ) {
		return;
	}
	backstage_headless_save_language_fields( 'post', $post->post_type, (int) $post_id );
}

function backstage_headless_register_term_language_fields() {
	if ( backstage_headless_has_multilingual_plugin() ) {
		return;
	}
	foreach ( array_keys( backstage_headless_taxonomies() ) as $taxonomy ) {
		add_action(
			"{$taxonomy}_add_form_fields",
			static function () use ( $taxonomy ) {
				backstage_headless_language_inputs( 'term', $taxonomy, 0, 'add' );
			}
		);
		add_action(
			"{$taxonomy}_edit_form_fields",
			static function ( $term ) use ( $taxonomy ) {
				backstage_headless_language_inputs( 'term', $taxonomy, (int) $term->term_id, 'edit' );
			}
		);
		$save = static function ( $term_id ) use ( $taxonomy ) {
			backstage_headless_save_language_fields( 'term', $taxonomy, (int) $term_id );
		};
		add_action( "created_{$taxonomy}", $save );
		add_action( "edited_{$taxonomy}", $save );
	}
}
