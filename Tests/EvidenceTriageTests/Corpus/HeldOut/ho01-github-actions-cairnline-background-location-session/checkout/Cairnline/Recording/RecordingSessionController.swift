import CoreLocation
import Foundation
import os

/// Owns the live-updates loop for a recording and the background-activity session
/// that lets it keep receiving locations once the app leaves the foreground.
@MainActor
final class RecordingSessionController: ObservableObject {
    static let shared = RecordingSessionController()

    private let logger = Logger(subsystem: "com.cairnline.app", category: "recording")
    private var updatesTask: Task<Void, Never>?
    private var diagnosticsTask: Task<Void, Never>?
    private var backgroundActivity: CLBackgroundActivitySession?

    @Published private(set) var isRecording = false
    @Published private(set) var points: [TrackPoint] = []
    @Published private(set) var pointsWhileBackgrounded = 0
    @Published private(set) var lastDiagnostic = "none"

    private var isInBackground = false

    func start() {
        guard !isRecording else { return }
        isRecording = true
        points.removeAll()
        pointsWhileBackgrounded = 0
        logger.info("recording started")
        updatesTask = Task { [weak self] in
            do {
                for try await update in CLLocationUpdate.liveUpdates(.fitness) {
                    guard let self, let location = update.location else { continue }
                    self.append(location)
                }
            } catch {
                self?.logger.error("live updates ended: \(error.localizedDescription, privacy: .public)")
            }
        }
    }

    func stop() {
        updatesTask?.cancel()
        updatesTask = nil
        diagnosticsTask?.cancel()
        backgroundActivity?.invalidate()
        backgroundActivity = nil
        isRecording = false
        logger.info("recording stopped with \(self.points.count) points")
    }

    /// Called from SceneDelegate.sceneDidEnterBackground(_:).
    func sceneDidEnterBackground() {
        isInBackground = true
        guard isRecording else { return }
        // Keep location flowing while the user has the phone in a pocket.
        let session = CLBackgroundActivitySession()
        backgroundActivity = session
        logger.info("background activity session started (scene in background)")
        diagnosticsTask = Task { [weak self] in
            for await diagnostic in session.diagnostics {
                await self?.record(diagnostic)
            }
        }
    }

    /// Called from SceneDelegate.sceneWillEnterForeground(_:).
    func sceneWillEnterForeground() {
        isInBackground = false
    }

    private func record(_ diagnostic: CLBackgroundActivitySession.Diagnostic) {
        var flags: [String] = []
        if diagnostic.insufficientlyInUse { flags.append("insufficientlyInUse") }
        if diagnostic.authorizationDenied { flags.append("authorizationDenied") }
        if diagnostic.authorizationRestricted { flags.append("authorizationRestricted") }
        if diagnostic.serviceSessionRequired { flags.append("serviceSessionRequired") }
        lastDiagnostic = flags.isEmpty ? "none" : flags.joined(separator: ",")
        logger.notice("background activity diagnostic: \(self.lastDiagnostic, privacy: .public)")
    }

    private func append(_ location: CLLocation) {
        points.append(TrackPoint(location))
        if isInBackground { pointsWhileBackgrounded += 1 }
    }
}
