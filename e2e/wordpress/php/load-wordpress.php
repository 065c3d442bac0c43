<?php
/**
 * Loads the suite's private WordPress root (`BACKSTAGE_WP_ROOT`) from the command line, as
 * its administrator. Defining ABSPATH first makes wp-load.php read that root's wp-config.php
 * rather than the one of the packaged WordPress its links point to.
 */
$root = getenv( 'BACKSTAGE_WP_ROOT' );
if ( ! $root || ! is_file( "{$root}/wp-config.php" ) ) {
	fwrite( STDERR, "BACKSTAGE_WP_ROOT must name the suite's WordPress root\n" );
	exit( 2 );
}
define( 'ABSPATH', $root . '/' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
