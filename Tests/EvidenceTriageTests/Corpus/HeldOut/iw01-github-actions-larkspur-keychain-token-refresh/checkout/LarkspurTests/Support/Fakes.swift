import BackgroundTasks
@testable import Larkspur

final class FakeTokenVault: TokenReading {
    var result: Result<String, Error> = .failure(KeychainError.itemNotFound)
    func readRefreshToken() throws -> String { try result.get() }
}

final class FakeSession: SessionControlling {
    private(set) var signOutReasons: [SignOutReason] = []
    func signOut(reason: SignOutReason) { signOutReasons.append(reason) }
}

final class FakeMailAPI: MailFetching {
    private(set) var tokensUsed: [String] = []
    func fetchInbox(token: String, completion: @escaping (Result<Int, Error>) -> Void) {
        tokensUsed.append(token); completion(.success(3))
    }
}

/// Stands in for BGTaskScheduler.shared: records requests, never launches anything.
final class FakeTaskScheduler: TaskScheduling {
    private(set) var submitted: [BGTaskRequest] = []
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (BGTask) -> Void) -> Bool { true }
    func submit(_ taskRequest: BGTaskRequest) throws { submitted.append(taskRequest) }
}

final class FakeRefreshTask: RefreshTaskType {
    private(set) var completedWith: Bool?
    var expirationHandler: (() -> Void)?
    func setTaskCompleted(success: Bool) { completedWith = success }
}
