"""Lifestyle scenes for hard goods, composed from the hard-goods models."""

SCENES = {}
