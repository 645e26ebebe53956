"""The Eyrie Dynasties (Law 7) -- being written."""
