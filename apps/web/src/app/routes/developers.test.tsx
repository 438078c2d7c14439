import type { OpenApiDocument } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { Component as DevelopersPage } from './developers';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Agentsy seller API', version: '1.0.0', description: 'Send `Authorization: Bearer agsy_…`.' },
  components: { securitySchemes: { bearerToken: { description: 'A token with scopes.' } } },
  paths: {
    '/api/v1/sales': {
      get: {
        summary: 'List your sales',
        description: 'Pass `nextCursor` as `cursor`.\n\nScope: `orders:read`.',
        tags: ['Sales'],
        parameters: [
          {
            name: 'limit',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        ],
        responses: {
          200: { description: 'Default Response' },
          401: { description: 'No token, or an unknown, expired or revoked one.' },
        },
      },
    },
    '/api/v1/listings/{id}': {
      patch: {
        summary: "Update a listing's details",
        tags: ['Listings'],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { title: { type: 'string', maxLength: 120 } }, required: [] },
            },
          },
        },
        responses: { 200: { description: 'Default Response' } },
      },
    },
  },
};

describe('/developers', () => {
  it('shows every operation of the OpenAPI document, by tag, with parameters and bodies', async () => {
    server.use(http.get('/api/v1/openapi.json', () => HttpResponse.json(doc)));
    renderWithApp(<DevelopersPage />);
    const sales = await screen.findByRole('region', { name: 'GET /api/v1/sales' });
    expect(within(sales).getByText('List your sales')).toBeInTheDocument();
    expect(within(sales).getByText('orders:read')).toBeInTheDocument();
    expect(within(sales).getByRole('cell', { name: 'limit?' })).toBeInTheDocument();
    expect(within(sales).getByText('min 1, max 100, default 20')).toBeInTheDocument();
    expect(within(sales).getByText(/401 No token, or an unknown, expired or revoked one\./)).toBeInTheDocument();
    const patch = screen.getByRole('region', { name: 'PATCH /api/v1/listings/{id}' });
    expect(within(patch).getByRole('cell', { name: 'title?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/api/v1/openapi.json' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });

  it('says so when the document cannot be loaded', async () => {
    server.use(http.get('/api/v1/openapi.json', () => HttpResponse.json({}, { status: 503 })));
    renderWithApp(<DevelopersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The API reference could not be loaded.');
  });
});
