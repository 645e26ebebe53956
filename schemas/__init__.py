"""Data package: the JSON Schemas (Draft 2020-12) that content files and plugin manifests are validated against."""
