package com.sandpiperhq.e2e;

import io.appium.java_client.ios.IOSDriver;
import io.appium.java_client.ios.options.XCUITestOptions;
import org.testng.ITestResult;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;

import java.lang.reflect.Method;
import java.net.URL;
import java.time.Duration;
import java.util.Map;

public abstract class BaseIT {
    protected static final String BUNDLE_ID = "com.sandpiperhq.mail";
    protected IOSDriver driver;

    @BeforeMethod(alwaysRun = true)
    public void startSession(Method method) throws Exception {
        String testId = getClass().getSimpleName() + "/" + method.getName();
        XCUITestOptions options = new XCUITestOptions()
                .setUdid(System.getenv("SIM_UDID"))
                .setApp(System.getenv("APP_PATH"))
                .setBundleId(BUNDLE_ID)
                .setNewCommandTimeout(Duration.ofSeconds(120))
                .setWdaLaunchTimeout(Duration.ofSeconds(120))
                .setProcessArguments(new io.appium.java_client.ios.options.app.ProcessArguments(
                        java.util.List.of("-UITestDisableForegroundRefresh", "YES"),
                        Map.of("EVIDENCE_TEST_ID", testId, "SANDPIPER_API", "http://127.0.0.1:8099")));
        driver = new IOSDriver(new URL("http://127.0.0.1:4723"), options);
    }

    @AfterMethod(alwaysRun = true)
    public void stopSession(ITestResult result) {
        if (driver != null) {
            driver.quit();
        }
    }
}
