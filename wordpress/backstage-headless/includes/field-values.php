<?php
/**
 * Field values from post and term meta. Meta keeps scalars as text, so each field is cast
 * back to the kind the content model gives it; structured fields may be stored serialized
 * (as the importer and `update_post_meta()` do) or as JSON text typed into the Custom
 * Fields box. A field with no meta is left out, so the site applies its own default.
 */

defined( 'ABSPATH' ) || exit;

/** The value of one field of a kind, or null when there is none worth sending. */
function backstage_headless_cast( $value, $kind ) {
	switch ( $kind ) {
		case 'number':
			return is_numeric( $value ) ? $value + 0 : null;
		case 'bool':
			return is_bool( $value ) ? $value : filter_var( $value, FILTER_VALIDATE_BOOLEAN );
		case 'scalar':
			if ( is_numeric( $value ) ) {
				return $value + 0;
			}
			return is_scalar( $value ) && '' !== $value ? (string) $value : null;
		case 'ids':
			$list = backstage_headless_structured( $value );
			if ( null === $list && is_string( $value ) && '' !== trim( $value ) ) {
				$list = explode( ',', $value );
			}
			return is_array( $list ) ? array_values( array_map( 'intval', array_filter( $list, 'is_numeric' ) ) ) : null;
		case 'data':
			$data = backstage_headless_structured( $value );
			return is_array( $data ) && array() !== $data ? $data : null;
		default:
			return is_scalar( $value ) ? (string) $value : null;
	}
}

/** A list or object from a meta value: already unserialized, or JSON text. */
function backstage_headless_structured( $value ) {
	if ( is_array( $value ) ) {
		return $value;
	}
	if ( is_string( $value ) && '' !== $value && ( '[' === $value[0] || '{' === $value[0] ) ) {
		$decoded = json_decode( $value, true );
		return is_array( $decoded ) ? $decoded : null;
	}
	return null;
}

/**
 * The fields of one object from its meta. `$meta_type` is `post` or `term`; `$acf_id` is
 * how ACF names the object (`123` or `term_123`): where ACF is installed and one of its own
 * fields holds a value, that value takes precedence.
 */
function backstage_headless_field_values( $meta_type, $object_id, array $fields, $acf_id = null ) {
	$values = array();
	foreach ( $fields as $name => $kind ) {
		if ( ! metadata_exists( $meta_type, $object_id, $name ) ) {
			continue;
		}
		$value = backstage_headless_cast( get_metadata( $meta_type, $object_id, $name, true ), $kind );
		if ( null !== $value ) {
			$values[ $name ] = $value;
		}
	}
	if ( null !== $acf_id && function_exists( 'get_fields' ) ) {
		$own = get_fields( $acf_id );
		foreach ( is_array( $own ) ? $own : array() as $name => $value ) {
			if ( null !== $value && false !== $value && '' !== $value && array() !== $value ) {
				$values[ $name ] = $value;
			}
		}
	}
	return $values;
}
