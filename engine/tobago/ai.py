def choose(game, view, actions, rng):
    return rng.choice(actions).id
