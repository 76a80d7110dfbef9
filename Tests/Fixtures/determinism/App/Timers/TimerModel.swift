import Foundation

struct TimerModel: Identifiable, Hashable {
    let id: UUID
    var title: String
    var remainingSeconds: Int

    static func mocked() -> TimerModel {
        TimerModel(id: UUID(), title: "Tea", remainingSeconds: 180)
    }

    static let preview = TimerModel.mocked()
}

#if DEBUG
enum TimerModelMother {
    static func running(seconds: Int = 95) -> TimerModel {
        TimerModel(id: UUID(), title: "Pasta", remainingSeconds: seconds)
    }

    static func finished() -> TimerModel {
        TimerModel(id: UUID(), title: "Eggs", remainingSeconds: 0)
    }
}
#endif

struct TimerClient {
    func fetch() async throws -> [TimerModel] {
        // TODO: pagination
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/timers")!)
        _ = data
        return []
    }

    func delete() async throws {
        _ = try await URLSession.shared.data(from: URL(string: "https://example.com/timers/1")!)
    }
}
