app-title = Reversi
