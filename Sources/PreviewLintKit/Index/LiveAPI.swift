/// Platform and library APIs that do I/O: a type whose code names one talks to the network, a
/// database, files, devices or a store, and is a live dependency a preview should not reach.
enum LiveAPI {
    static let names: Set<String> = [
        // Network
        "URLSession", "URLSessionWebSocketTask", "NWConnection", "NWPathMonitor", "NWListener", "AF", "Alamofire",
        // Persistence
        "FileManager", "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "ModelContainer",
        "ModelContext", "DatabaseQueue", "DatabasePool", "sqlite3_open", "sqlite3_open_v2", "Realm", "CKContainer", "CKDatabase",
        "NSUbiquitousKeyValueStore", "Firestore", "Database",
        // Audio, video, speech and machine learning
        "AVAudioEngine", "AVAudioPlayer", "AVAudioRecorder", "AVAudioSession", "AVPlayer", "AVQueuePlayer", "AVCaptureSession",
        "AVSpeechSynthesizer", "SFSpeechRecognizer", "MLModel", "VNCoreMLModel",
        // Devices, location, health, notifications, purchases, keychain, connectivity
        "CLLocationManager", "CMMotionManager", "CMPedometer", "HKHealthStore", "UNUserNotificationCenter", "SKPaymentQueue",
        "AppStore", "Purchases", "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "WCSession",
        "CBCentralManager", "NEVPNManager", "NETunnelProviderManager", "EKEventStore", "CNContactStore", "PHPhotoLibrary",
    ]

    /// Static members that hand out one shared instance.
    static let sharedInstanceNames: Set<String> = ["shared", "default", "current", "live", "instance", "standard", "main", "sharedInstance"]
}
