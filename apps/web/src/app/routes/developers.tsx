import { StaticPage } from '@/components/static-page';
import { useOpenApi } from '@/features/api-reference/api/get-openapi';
import { ApiReference } from '@/features/api-reference/components/api-reference';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The seller API's reference, drawn from the OpenAPI document the server builds from its routes. */
export const Component = () => {
  useDocumentTitle('API reference');
  const doc = useOpenApi();
  return (
    <StaticPage
      title="Agentsy seller API"
      intro="Manage your listings, versions, sales and refunds from your own tools."
    >
      {doc.data ? (
        <ApiReference doc={doc.data} />
      ) : doc.isError ? (
        <p role="alert">The API reference could not be loaded. Please try again.</p>
      ) : (
        <p aria-busy="true">Loading the API reference...</p>
      )}
    </StaticPage>
  );
};
