"""Templates of `rootcore new-plugin` (rootcore.scaffold): `string.Template` files (`*.tmpl`) rendered with
the plugin's names. They are data, not modules: the `.tmpl` suffix keeps them out of imports and linters."""
