import { defineArea, op, type Caller } from '../define.ts';
import { callOperation } from '../http.ts';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { GeocodeQuerySchema, GeocodeResultsSchema } from '../schemas/geo.ts';

export const geoOperationSpecs = {
  /** Free-text address search against the deployment's geocoder (Nominatim-compatible). */
  searchAddress: op({
    summary: 'Search addresses by text (Nominatim-compatible geocoder)',
    method: 'GET',
    path: '/search',
    // The geocoder is not a supplier host; 'static' keeps auth headers off and the base is added below.
    host: 'static',
    auth: [],
    query: GeocodeQuerySchema,
    response: GeocodeResultsSchema,
  }),
};

// The geocoder base comes from the deployment config at call time, so one build can be pointed
// at another geocoder through config.json alone.
const callGeocoder: Caller = (definition, input, options) =>
  callOperation(
    { ...definition, path: `${getDeploymentConfig().map.geocoder_url}${definition.path}` },
    input,
    options,
  );

/** Geocoding, for the address picker only: nothing on the catalogue screens imports it. */
export const geoApi = defineArea('geo', geoOperationSpecs, callGeocoder);
