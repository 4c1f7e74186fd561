/**
 * Custom scalars from graphql-scalars (schema-conventions.md): strict on input; on output the record
 * types convert upstream values leniently (see `lenient` below) so dirty data nulls one field at most.
 */
import {
  DateTimeResolver,
  HexColorCodeResolver,
  JSONObjectResolver,
  JSONResolver,
  LatitudeResolver,
  LongitudeResolver,
  URLResolver,
} from 'graphql-scalars';
import { GraphQLScalarType } from 'graphql';
import { builder } from './builder.js';
import { literalError, nonFiniteIn } from './finite-float.js';
import { gatewayError } from '../errors.js';

/** A JSON scalar that refuses non-finite numbers anywhere inside (they would be sent upstream as null). */
function finiteJson(resolver: GraphQLScalarType): GraphQLScalarType {
  const refuse = (found: number, field?: string) => `${field ? `${field} holds` : 'Holds'} a number that is not finite (${found}): JSON numbers must be finite`;
  return new GraphQLScalarType({
    ...resolver.toConfig(),
    parseValue(value) {
      const parsed = resolver.parseValue(value);
      const found = nonFiniteIn(parsed);
      if (found !== undefined) throw gatewayError('BAD_USER_INPUT', refuse(found));
      return parsed;
    },
    parseLiteral(node, variables) {
      const parsed = resolver.parseLiteral(node, variables);
      const found = nonFiniteIn(parsed);
      if (found !== undefined) throw literalError(node, (field) => refuse(found, field));
      return parsed;
    },
  });
}

builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'A date-time string at UTC, such as 2007-12-03T10:15:30Z (RFC 3339 / ISO 8601).',
});
builder.addScalarType('JSONObject', finiteJson(JSONObjectResolver), {
  description: 'A JSON object, such as a record\'s custom properties keyed by property keyName.',
});
builder.addScalarType('JSON', finiteJson(JSONResolver), {
  description: 'Any JSON value: the value of one custom property, whatever its property type.',
});
builder.addScalarType('URL', URLResolver, {
  description: 'An absolute URL (RFC 3986), such as https://example.com/a.png.',
});
builder.addScalarType('HexColorCode', HexColorCodeResolver, {
  description: 'A hexadecimal color code, such as #ff8800.',
});
builder.addScalarType('Latitude', LatitudeResolver, {
  description: 'A latitude in decimal degrees, -90 to 90.',
});
builder.addScalarType('Longitude', LongitudeResolver, {
  description: 'A longitude in decimal degrees, -180 to 180.',
});
