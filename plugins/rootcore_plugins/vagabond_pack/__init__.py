"""The Vagabond Pack as an expansion bundle (docs/plugins.md, section 12): a manifest only. A game config with
`expansions = ["vagabond_pack"]` offers its Vagabond characters at setup (Law Appendix D.7-D.9)."""
