import org.jetbrains.kotlin.gradle.targets.jvm.tasks.KotlinJvmTest
import org.jetbrains.kotlin.gradle.targets.native.tasks.KotlinNativeTest

// Moved here from the root build.gradle.kts in "build: move test env setup
// into convention plugin". Every test task gets the repo root so tests can
// read shared/src/commonTest/testdata.
tasks.withType<KotlinJvmTest>().configureEach {
    environment("FERRYMATE_ROOT", rootDir.absolutePath)
}

tasks.withType<KotlinNativeTest>().configureEach {
    environment("FERRYMATE_ROOT", rootDir.absolutePath)
}
