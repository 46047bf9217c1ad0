package garden.pollen.shared.ui

import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag

@Composable
fun EmptyGarden(onAdd: () -> Unit) {
    Button(onClick = onAdd, modifier = Modifier.testTag("garden.empty.add")) {
        Text("Add plant")
    }
}
