import Core

print(timerDisplay(seconds: 65))
