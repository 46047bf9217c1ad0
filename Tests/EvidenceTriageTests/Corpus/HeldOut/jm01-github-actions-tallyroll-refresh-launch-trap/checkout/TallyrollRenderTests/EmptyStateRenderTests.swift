import SwiftUI
import Testing
import UIKit
@testable import Tallyroll

/// Hosts the real `SubscriptionsView` in a window and reads what it rendered.
@MainActor
@Suite("Empty state render")
struct EmptyStateRenderTests {
    @Test func emptyStateIsNotBlank() async throws {
        let host = try await RenderHost(SubscriptionsView(model: .fixture(filter: "Streaming", items: [])))
        let snapshot = await host.settle()
        #expect(!snapshot.isVisuallyBlank, "\(snapshot.environment)")
    }

    @Test func filteredEmptyStateNamesTheFilter() async throws {
        let host = try await RenderHost(SubscriptionsView(model: .fixture(filter: "Streaming", items: [])))
        let snapshot = await host.settle()
        #expect(snapshot.labels.contains("No subscriptions match “Streaming”"),
                "settle gave up: \(snapshot.environment)")
    }

    @Test func clearFilterButtonIsOffered() async throws {
        let host = try await RenderHost(SubscriptionsView(model: .fixture(filter: "Streaming", items: [])))
        let snapshot = await host.settle()
        #expect(snapshot.labels.contains("Clear Filter"), "settle gave up: \(snapshot.environment)")
    }

    @Test func unfilteredEmptyStateInvitesFirstSubscription() async throws {
        let host = try await RenderHost(SubscriptionsView(model: .fixture(filter: nil, items: [])))
        let snapshot = await host.settle()
        #expect(!snapshot.isVisuallyBlank, "\(snapshot.environment)")
    }
}

@MainActor
final class RenderHost {
    struct Snapshot {
        let labels: [String]
        let elementCount: Int
        let isVisuallyBlank: Bool
        let sceneCount: Int
        var environment: String {
            "scenes=\(sceneCount) elements=\(elementCount) labels=\(labels.count) blank=\(isVisuallyBlank)"
        }
    }

    private let window: UIWindow

    init<V: View>(_ view: V) async throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UIHostingController(rootView: view)
        window.makeKeyAndVisible()
    }

    /// Polls until labels appear or the deadline passes.
    func settle(deadline: Duration = .seconds(10)) async -> Snapshot {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        var snapshot = capture()
        while snapshot.labels.isEmpty && clock.now < end {
            try? await Task.sleep(for: .milliseconds(300))
            snapshot = capture()
        }
        return snapshot
    }

    private func capture() -> Snapshot {
        let elements = window.rootViewController?.view.accessibilityElementsDeep() ?? []
        let labels = elements.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return Snapshot(labels: labels, elementCount: elements.count,
                        isVisuallyBlank: window.isVisuallyBlank(),
                        sceneCount: UIApplication.shared.connectedScenes.count)
    }
}
