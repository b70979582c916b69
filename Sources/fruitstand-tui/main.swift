import FruitStand

print("fruitstand-tui: skeleton")
