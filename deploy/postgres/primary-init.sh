#!/bin/sh
# Runs once, on the primary's first start (docker-entrypoint-initdb.d): a role the replica copies
# and streams with, allowed in from the compose network.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
create role replicator with replication login password '$REPLICATION_PASSWORD';
SQL
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
