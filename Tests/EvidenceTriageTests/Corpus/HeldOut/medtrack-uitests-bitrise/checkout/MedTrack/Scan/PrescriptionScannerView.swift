//
//  PrescriptionScannerView.swift
//  MedTrack
//

import AVFoundation
import SwiftUI

struct PrescriptionScannerView: View {
    @StateObject private var camera = CameraSession()

    var body: some View {
        ZStack(alignment: .bottom) {
            CameraPreview(session: camera.session)
                .ignoresSafeArea()
            Button(action: camera.capture) {
                Image(systemName: "circle.inset.filled").font(.system(size: 64))
            }
            .accessibilityIdentifier("scanner.shutter")
            .padding(.bottom, 32)
        }
        .task { await camera.start() }
    }
}

@MainActor
final class CameraSession: ObservableObject {
    let session = AVCaptureSession()

    func start() async {
        // Requesting access triggers the system permission alert; the
        // purpose string comes from NSCameraUsageDescription.
        guard await AVCaptureDevice.requestAccess(for: .video) else { return }
        session.startRunning()
    }

    func capture() {}
}
