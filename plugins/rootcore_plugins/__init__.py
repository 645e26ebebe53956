"""The built-in rootcore plugins: each subpackage is its own entry point, registered in pyproject.toml
exactly as a third-party package registers its own."""
