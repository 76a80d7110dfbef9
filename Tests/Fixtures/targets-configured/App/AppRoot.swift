struct AppRoot {}
