import XCTest
@testable import Bramblecast

/// Drives the delegate callbacks directly, the way nsurlsessiond does when several
/// episodes finish at once after a background relaunch.
final class DownloadSessionDelegateTests: XCTestCase {
    func testFailedDownloadReportsError() throws {
        let downloads = DownloadSession(accountID: "acct-7", configuration: .ephemeral)
        let done = expectation(description: "completion")
        let task = downloads.enqueue(URL(string: "https://cdn.example.invalid/ep1.mp3")!) { result in
            if case .failure = result { done.fulfill() }
        }
        downloads.urlSession(downloads.session, task: task, didCompleteWithError: URLError(.timedOut))
        wait(for: [done], timeout: 2)
    }

    func testConcurrentCompletionsAreAllDelivered() throws {
        let downloads = DownloadSession(accountID: "acct-7", configuration: .ephemeral)
        let count = 64
        let all = expectation(description: "all completions")
        all.expectedFulfillmentCount = count
        var tasks: [URLSessionDownloadTask] = []
        for i in 0..<count {
            tasks.append(downloads.enqueue(URL(string: "https://cdn.example.invalid/ep\(i).mp3")!) { _ in all.fulfill() })
        }
        DispatchQueue.concurrentPerform(iterations: count) { i in
            downloads.urlSession(downloads.session, task: tasks[i], didCompleteWithError: nil)
        }
        wait(for: [all], timeout: 5)
    }
}
