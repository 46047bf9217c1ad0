using System.IO;

namespace Brightmoor.Saves
{
    public static class SaveWriter
    {
        public static void Write(string path, SaveGame game, int failAfterBytes = -1)
        {
            var bytes = game.Serialize();
            // BUG: writes in place; an interrupted write truncates the previous save.
            using var fs = new FileStream(path, FileMode.Create);
            if (failAfterBytes >= 0) { fs.Write(bytes, 0, failAfterBytes); throw new IOException("injected"); }
            fs.Write(bytes, 0, bytes.Length);
        }

        public static SaveGame Read(string path) => SaveGame.Deserialize(File.ReadAllBytes(path));
    }
}
