import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var secret = ""
    @Environment(AuthModel.self) private var auth

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .textContentType(.username)
                .keyboardType(.emailAddress)
                .accessibilityIdentifier("login.emailField")
            SecureField("Password", text: $secret)
                .textContentType(.password)
                .accessibilityIdentifier("login.passwordField")
            Button("Log In") { Task { await auth.logIn(email: email, secret: secret) } }
                .accessibilityIdentifier("login.submit")
            if let message = auth.errorMessage {
                Text(message).accessibilityIdentifier("login.error")
            }
        }
    }
}
