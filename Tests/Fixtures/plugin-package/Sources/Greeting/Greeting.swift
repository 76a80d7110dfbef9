public func greeting(for name: String) -> String {
    print("greeting \(name)")
    return "Hello, \(name)!"
}
