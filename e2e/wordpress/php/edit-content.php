<?php
/**
 * Changes content the way an editor does, through WordPress:
 *   php edit-content.php retitle ID TITLE   (also empties the display-title field, which
 *                                            would override the post title)
 *   php edit-content.php rename ID TITLE    (sets the post title and the display-title field:
 *                                            a translation's words are its own, so emptying
 *                                            the field would show the original's)
 *   php edit-content.php trash ID
 *   php edit-content.php delete ID          (for good, past the trash)
 * Prints, as JSON, the calls the plugin made to the site at the end of the request: their
 * address, whether the secret went in the header, their body and how each went.
 */
require __DIR__ . '/load-wordpress.php';
require ABSPATH . 'wp-load.php';

[ , $action, $id ] = $argv;
$administrators    = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
wp_set_current_user( (int) $administrators[0] );

$calls = array();
add_action(
	'http_api_debug',
	static function ( $response, $context, $class, $args, $url ) use ( &$calls ) {
		$calls[] = array(
			'url'             => $url,
			'secretInHeader'  => isset( $args['headers']['x-revalidate-secret'] ) && '' !== $args['headers']['x-revalidate-secret'],
			'body'            => $args['body'],
			'status'          => is_wp_error( $response ) ? $response->get_error_message() : wp_remote_retrieve_response_code( $response ),
		);
	},
	10,
	5
);

if ( 'retitle' === $action ) {
	delete_post_meta( (int) $id, 'title' );
	$result = wp_update_post( wp_slash( array( 'ID' => (int) $id, 'post_title' => $argv[3] ) ), true );
} elseif ( 'rename' === $action ) {
	$result = wp_update_post( wp_slash( array( 'ID' => (int) $id, 'post_title' => $argv[3], 'meta_input' => array( 'title' => $argv[3] ) ) ), true );
} elseif ( 'delete' === $action ) {
	$result = wp_delete_post( (int) $id, true ) ?: new WP_Error( 'delete', "Post {$id} could not be deleted" );
} elseif ( 'trash' === $action ) {
	$result = wp_trash_post( (int) $id ) ?: new WP_Error( 'trash', "Post {$id} could not be trashed" );
} else {
	$result = new WP_Error( 'usage', 'Usage: edit-content.php retitle ID TITLE | rename ID TITLE | trash ID | delete ID' );
}
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
// Registered after WordPress's own shutdown hook, so it runs once the plugin has called the site.
register_shutdown_function(
	static function () use ( &$calls ) {
		echo wp_json_encode( $calls ), "\n";
	}
);
