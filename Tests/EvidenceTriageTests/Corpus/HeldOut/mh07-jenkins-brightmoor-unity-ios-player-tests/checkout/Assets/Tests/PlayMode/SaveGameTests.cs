using System.IO;
using Brightmoor.Saves;
using NUnit.Framework;
using UnityEngine;

public class SaveGameTests
{
    [Test]
    public void InterruptedWriteKeepsPreviousSave()
    {
        var path = Path.Combine(Application.temporaryCachePath, "slot1.sav");
        SaveWriter.Write(path, new SaveGame { Level = 3 });
        Assert.Throws<IOException>(() => SaveWriter.Write(path, new SaveGame { Level = 4 }, failAfterBytes: 16));
        Assert.AreEqual(3, SaveWriter.Read(path).Level);
    }
}
