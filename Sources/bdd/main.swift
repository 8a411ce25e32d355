print("bdd: not yet implemented")
