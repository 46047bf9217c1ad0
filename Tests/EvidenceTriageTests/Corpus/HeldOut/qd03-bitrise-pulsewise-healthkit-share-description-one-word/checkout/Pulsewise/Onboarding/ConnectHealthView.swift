import SwiftUI

struct ConnectHealthView: View {
    let authorizer: HealthAuthorizer
    @State private var connected = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Connect Apple Health").font(.title2)
            Button("Connect Health") {
                Task { connected = (try? await authorizer.requestAccess()) ?? false }
            }
            .accessibilityIdentifier("onboarding.connectHealth")
        }
    }
}
