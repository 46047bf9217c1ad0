package app.quire.shared.auth

import androidx.compose.runtime.Composable
import com.mmk.kmpauth.google.GoogleButtonUiContainer
import com.mmk.kmpauth.uihelper.google.GoogleSignInButton

@Composable
fun SignInScreen(onSignedIn: (String) -> Unit) {
    GoogleButtonUiContainer(onGoogleSignInResult = { user -> user?.idToken?.let(onSignedIn) }) {
        GoogleSignInButton(onClick = { this.onClick() })
    }
}
