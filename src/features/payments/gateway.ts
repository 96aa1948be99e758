import { getDeploymentConfig } from '#config/deployment-config.ts';

/**
 * Sends the shopper to the gateway's hosted payment page the way PayWeb3 expects: a form POST of the
 * values the supplier's server got when it initiated the payment. The page is the deployment's
 * (payments.gateway_url), never an address the API answered with, so a tampered answer cannot send
 * the shopper's browser anywhere else; the CSP's form-action allows only that origin too.
 */
export function postToGateway(fields: { PAY_REQUEST_ID: string; CHECKSUM: string }): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = getDeploymentConfig().payments.gateway_url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** The gateway values of a transaction's provider_data; null when the supplier sent none. */
export function gatewayFields(
  data: Record<string, unknown> | null,
): { PAY_REQUEST_ID: string; CHECKSUM: string } | null {
  const id = data?.PAY_REQUEST_ID;
  const checksum = data?.CHECKSUM;
  return typeof id === 'string' && id && typeof checksum === 'string' && checksum
    ? { PAY_REQUEST_ID: id, CHECKSUM: checksum }
    : null;
}
