<?php
/**
 * Retitles a post the way an editor does, through WordPress: `php edit-title.php ID TITLE`.
 * The display-title field, which would override the post title, is emptied. Prints how the
 * plugin's call to the site went, once WordPress has made it at the end of the request.
 */
require __DIR__ . '/load-wordpress.php';
require ABSPATH . 'wp-load.php';

[ , $id, $title ] = $argv;
$administrators   = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
wp_set_current_user( (int) $administrators[0] );

delete_post_meta( (int) $id, 'title' );
$result = wp_update_post( wp_slash( array( 'ID' => (int) $id, 'post_title' => $title ) ), true );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
register_shutdown_function(
	static function () {
		echo wp_json_encode( get_option( 'backstage_headless_last_revalidation' ) ), "\n";
	}
);
