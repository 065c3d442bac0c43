<?php
/**
 * Tells the site when content changes: `POST {site}/api/revalidate` with the secret in the
 * `x-revalidate-secret` header and `{"type": "<collection>"}` as the body, once per changed
 * collection per request, when a post or term of the content model is saved, trashed or
 * deleted. Calls are made when the request ends (after the response where PHP-FPM allows),
 * with a short time-out, and a failure is logged, never shown to the editor.
 */

defined( 'ABSPATH' ) || exit;

/** Seconds one call may take, and all calls of one request together. */
const BACKSTAGE_HEADLESS_CALL_TIMEOUT  = 3;
const BACKSTAGE_HEADLESS_TOTAL_TIMEOUT = 6;

/** More collections than this changed at once (an import) refresh everything in one call. */
const BACKSTAGE_HEADLESS_MAX_SEPARATE_CALLS = 3;

add_action( 'wp_after_insert_post', 'backstage_headless_post_saved', 10, 4 );
add_action( 'trashed_post', 'backstage_headless_post_removed' );
add_action( 'deleted_post', 'backstage_headless_post_removed', 10, 2 );
add_action( 'created_term', 'backstage_headless_term_changed', 10, 3 );
add_action( 'edited_term', 'backstage_headless_term_changed', 10, 3 );
add_action( 'delete_term', 'backstage_headless_term_changed', 10, 3 );

/** The site's address and the shared secret: constants in wp-config.php win over the settings page. */
function backstage_headless_site_url() {
	$url = defined( 'BACKSTAGE_SITE_URL' ) ? BACKSTAGE_SITE_URL : get_option( 'backstage_headless_site_url', '' );
	return rtrim( (string) $url, '/' );
}

function backstage_headless_secret() {
	return (string) ( defined( 'BACKSTAGE_REVALIDATE_SECRET' ) ? BACKSTAGE_REVALIDATE_SECRET : get_option( 'backstage_headless_secret', '' ) );
}

/** Only published content, or content that was published until now, is the site's concern. */
function backstage_headless_post_saved( $post_id, $post, $update, $post_before ) {
	if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return;
	}
	$was_public = $post_before instanceof WP_Post && 'publish' === $post_before->post_status;
	if ( 'publish' === $post->post_status || $was_public ) {
		backstage_headless_queue_revalidation( backstage_headless_collection_of_post_type( $post->post_type ) );
	}
}

/** A trashed post still exists; a deleted one is gone from the database, so its type comes with the hook. */
function backstage_headless_post_removed( $post_id, $post = null ) {
	$post_type = $post instanceof WP_Post ? $post->post_type : get_post_type( $post_id );
	backstage_headless_queue_revalidation( backstage_headless_collection_of_post_type( $post_type ) );
}

function backstage_headless_term_changed( $term_id, $tt_id, $taxonomy ) {
	if ( array_key_exists( $taxonomy, backstage_headless_taxonomies() ) ) {
		backstage_headless_queue_revalidation( $taxonomy );
	}
}

/** Collections changed during this request; the calls go out once, when it ends. */
function backstage_headless_queue_revalidation( $collection, $take = false ) {
	static $queue = array();
	if ( $take ) {
		$taken = array_keys( $queue );
		$queue = array();
		return $taken;
	}
	if ( ! is_string( $collection ) ) {
		return array();
	}
	if ( array() === $queue ) {
		add_action( 'shutdown', 'backstage_headless_send_revalidations' );
	}
	$queue[ $collection ] = true;
	return array();
}

function backstage_headless_send_revalidations() {
	$collections = backstage_headless_queue_revalidation( null, true );
	$site        = backstage_headless_site_url();
	$secret      = backstage_headless_secret();
	if ( array() === $collections || '' === $site || '' === $secret ) {
		return;
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	$bodies   = count( $collections ) > BACKSTAGE_HEADLESS_MAX_SEPARATE_CALLS
		? array( '' )
		: array_map(
			static function ( $collection ) {
				return wp_json_encode( array( 'type' => $collection ) );
			},
			$collections
		);
	$deadline = microtime( true ) + BACKSTAGE_HEADLESS_TOTAL_TIMEOUT;
	foreach ( $bodies as $body ) {
		$left = $deadline - microtime( true );
		if ( $left <= 0.2 ) {
			backstage_headless_record_revalidation( $body, 'skipped: out of time' );
			continue;
		}
		$response = wp_remote_post(
			$site . '/api/revalidate',
			array(
				'timeout'     => min( BACKSTAGE_HEADLESS_CALL_TIMEOUT, $left ),
				'redirection' => 0,
				'headers'     => array(
					'Content-Type'        => 'application/json',
					'x-revalidate-secret' => $secret,
				),
				'body'        => $body,
			)
		);
		if ( is_wp_error( $response ) ) {
			backstage_headless_record_revalidation( $body, 'failed: ' . $response->get_error_message() );
		} else {
			$status = (int) wp_remote_retrieve_response_code( $response );
			backstage_headless_record_revalidation( $body, $status >= 200 && $status < 300 ? "ok ($status)" : "failed: the site answered $status" );
		}
	}
}

/** Keeps the last outcome for the settings page, and logs failures (never the secret). */
function backstage_headless_record_revalidation( $body, $outcome ) {
	$what = '' === $body ? 'everything' : $body;
	update_option(
		'backstage_headless_last_revalidation',
		array(
			'time'    => time(),
			'what'    => $what,
			'outcome' => $outcome,
		),
		false
	);
	if ( 0 !== strpos( $outcome, 'ok' ) ) {
		error_log( "[backstage-headless] revalidating {$what} on the site {$outcome}" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}
}
