import AVFoundation
import Combine

@MainActor
final class CameraCaptureViewModel: ObservableObject {
    enum Access: Equatable { case unknown, granted, denied }

    @Published private(set) var access: Access = .unknown

    func onAppear() {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized:
            access = .granted
        case .denied, .restricted:
            access = .denied
        case .notDetermined:
            AVCaptureDevice.requestAccess(for: .video) { granted in
                Task { @MainActor in self.access = granted ? .granted : .denied }
            }
        @unknown default:
            access = .denied
        }
    }
}
