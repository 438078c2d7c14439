-- Placeholder so this branch's migration is 0022; the number may be taken by a parallel change.
SELECT 1;
