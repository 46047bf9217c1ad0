import AVFoundation

/// Asks for camera access before the boarding-pass scanner opens.
enum TicketScannerPermission {
    enum Status: Equatable { case granted, denied, undetermined }

    static var current: Status {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized: return .granted
        case .notDetermined: return .undetermined
        default: return .denied
        }
    }

    static func request() async -> Status {
        let granted = await AVCaptureDevice.requestAccess(for: .video)
        return granted ? .granted : .denied
    }
}
