"""placeholder"""
LEVELS = {}
