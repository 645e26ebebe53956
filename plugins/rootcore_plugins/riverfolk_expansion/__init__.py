"""The Riverfolk Expansion as an expansion bundle (docs/plugins.md, section 12): a manifest only. A game config with
`expansions = ["riverfolk_expansion"]` offers its Vagabond characters at setup (Law Appendix D.4-D.5)."""
