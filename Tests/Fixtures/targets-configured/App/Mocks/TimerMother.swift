enum TimerMother {}
