#!/bin/sh
# The replica: on an empty volume, copies the primary with pg_basebackup -R (which writes
# standby.signal and primary_conninfo), then runs as a hot standby streaming from it.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h postgres-primary -U replicator; do sleep 1; done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h postgres-primary -U replicator -D "$PGDATA" -R -X stream
  chmod 700 "$PGDATA"
fi
exec postgres -c hot_standby=on
