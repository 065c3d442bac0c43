<?php
/**
 * The salon finder: `GET /wp-json/widget/v1/get-salons-by-services?services=1,2` lists the
 * published salons that offer any of those services, in menu order, each with the ones it
 * offers: `[{"salon_id": 500, "slug": "...", "title": "...", "services": [1]}]`.
 */

defined( 'ABSPATH' ) || exit;

add_action( 'rest_api_init', 'backstage_headless_register_salon_finder' );

function backstage_headless_register_salon_finder() {
	register_rest_route(
		'widget/v1',
		'/get-salons-by-services',
		array(
			'methods'             => WP_REST_Server::READABLE,
			'permission_callback' => '__return_true',
			'callback'            => 'backstage_headless_salons_by_services',
			'args'                => array(
				'services' => array(
					'description'       => 'Comma-separated service ids.',
					'type'              => 'string',
					'required'          => true,
					'validate_callback' => static function ( $value ) {
						return is_string( $value ) && 1 === preg_match( '/^\d+(,\d+)*$/', $value );
					},
				),
				'lang'     => array(
					'type'    => 'string',
					'pattern' => '^[a-z]{2}(-[a-z]{2,4})?$',
				),
			),
		)
	);
}

function backstage_headless_salons_by_services( WP_REST_Request $request ) {
	$wanted = array_map( 'intval', explode( ',', $request['services'] ) );
	$query  = array(
		'post_type'      => 'salons',
		'post_status'    => 'publish',
		'posts_per_page' => -1,
		'orderby'        => array(
			'menu_order' => 'ASC',
			'ID'         => 'ASC',
		),
	);
	if ( backstage_headless_language_narrows( $request['lang'] ) ) {
		$query['meta_query'] = array( backstage_headless_language_meta_query( $request['lang'] ) );
	}
	$found = array();
	foreach ( get_posts( $query ) as $salon ) {
		$offered  = backstage_headless_cast( get_post_meta( $salon->ID, 'available_services', true ), 'ids' ) ?? array();
		$services = array_values( array_intersect( $offered, $wanted ) );
		if ( array() === $services ) {
			continue;
		}
		$found[] = array(
			'salon_id' => $salon->ID,
			'slug'     => $salon->post_name,
			'title'    => get_the_title( $salon ),
			'services' => $services,
		);
	}
	return rest_ensure_response( $found );
}
