import { describe, expect, it } from "vitest";
import { nameKey, searchKey } from "./name-key";

/**
 * Real names as an English-language and a Russian-language sports page writes them. Each pair must share one key,
 * so typing either finds the other.
 */
const NAME_PAIRS: readonly [latin: string, cyrillic: string][] = [
  ["Bekzod Rakhimov", "Бекзод Рахимов"],
  ["Yerlan Sadykov", "Ерлан Садыков"],
  ["Arman Nurlanov", "Арман Нурланов"],
  ["Timur Akhmetov", "Тимур Ахметов"],
  ["Nurbol Zhaksylykov", "Нурбол Жаксылыков"],
  ["Daniyar Seitkali", "Данияр Сейткали"],
  ["Ilyas Omarov", "Ильяс Омаров"],
  ["Gennady Golovkin", "Геннадий Головкин"],
  ["Zhanibek Alimkhanuly", "Жанибек Алимханулы"],
  ["Shavkat Rakhmonov", "Шавкат Рахмонов"],
  ["Zhalgas Zhumagulov", "Жалгас Жумагулов"],
  ["Sardor Yusupov", "Сардор Юсупов"],
  ["Abbos Atoev", "Аббос Атоев"],
  ["Hasanboy Dusmatov", "Хасанбой Дусматов"],
  ["Dmitry Volkov", "Дмитрий Волков"],
  ["Aleksei Morozov", "Алексей Морозов"],
  ["Alexey Oleinik", "Алексей Олейник"],
  ["Ivan Sokolov", "Иван Соколов"],
  ["Pavel Kuznetsov", "Павел Кузнецов"],
  ["Sergei Pavlov", "Сергей Павлов"],
  ["Sergey Pavlov", "Сергей Павлов"],
  ["Yevgeny Petrov", "Евгений Петров"],
  ["Evgeniy Petrov", "Евгений Петров"],
  ["Fyodor Yemelyanenko", "Фёдор Емельяненко"],
  ["Fedor Emelianenko", "Федор Емельяненко"],
  ["Khabib Nurmagomedov", "Хабиб Нурмагомедов"],
  ["Islam Makhachev", "Ислам Махачев"],
  ["Artyom Lobov", "Артём Лобов"],
  ["Pyotr Yan", "Пётр Ян"],
  ["Petr Yan", "Пётр Ян"],
  ["Magomed Ankalaev", "Магомед Анкалаев"],
  ["Zabit Magomedsharipov", "Забит Магомедшарипов"],
  ["Yuri Gagarin", "Юрий Гагарин"],
  ["Mikhail Zayats", "Михаил Заяц"],
  ["Aleksandr Karelin", "Александр Карелин"],
  ["Vladimir Shchukin", "Владимир Щукин"],
  ["Nikolai Zhukov", "Николай Жуков"],
  ["Semyon Budyonny", "Семён Будённый"],
  ["Anastasia Yankova", "Анастасия Янькова"],
  ["Tatyana Ivanova", "Татьяна Иванова"],
  ["Olga Kuzmina", "Ольга Кузьмина"],
  ["Viktor Tsoi", "Виктор Цой"],
  ["Grigory Chernov", "Григорий Чернов"],
  ["Vadim Nemkov", "Вадим Немков"],
  ["Anatoly Malykhin", "Анатолий Малыхин"],
  ["Valentin Moldavsky", "Валентин Молдавский"],
  ["Rustam Khabilov", "Рустам Хабилов"],
  ["Movsar Evloev", "Мовсар Евлоев"],
  ["Kirill Grishin", "Кирилл Гришин"],
  ["Yana Kunitskaya", "Яна Куницкая"],
  ["Magomed Aliev", "Магомед Алиев"],
  ["Magomed Aliyev", "Магомед Алиев"],
  ["Ramazan Emeev", "Рамазан Эмеев"],
  ["Giorgi Beridze", "Гиорги Беридзе"],
  ["Levan Kapanadze", "Леван Капанадзе"],
  ["Merab Dvalishvili", "Мераб Двалишвили"],
  ["Ilia Topuria", "Илия Топурия"],
  ["Yamamoto", "Ямамото"],
  ["Takahashi", "Такахаси"],
  ["Daichi Mori", "Дайти Мори"],
  ["Hiroshi Sato", "Хироси Сато"],
  ["Yuto Kobayashi", "Юто Кобаяси"],
  ["Ryo Inoue", "Рё Иноуэ"],
  ["Lucas Ferreira", "Лукас Феррейра"],
  ["Rafael Almeida", "Рафаэль Алмейда"],
  ["Gabriel Costa", "Габриэл Коста"],
  ["Thiago Souza", "Тиаго Соуза"],
  ["Pedro Lima", "Педро Лима"],
  ["Mateus Oliveira", "Матеус Оливейра"],
  ["Erik Lindqvist", "Эрик Линдквист"],
];

describe("nameKey", () => {
  it("has at least 50 name pairs", () => {
    expect(NAME_PAIRS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(NAME_PAIRS)("%s and %s share one key", (latin, cyrillic) => {
    const key = nameKey(latin);
    expect(key).toMatch(/^[a-z ]+$/);
    expect(nameKey(cyrillic)).toBe(key);
  });

  it("reads the examples as exact keys", () => {
    expect(nameKey("Бекзод Рахимов")).toBe("bekzod rahimov");
    expect(nameKey("Yerlan Sadykov")).toBe("erlan sadikov");
    expect(nameKey("Ямамото")).toBe("iamamoto");
    expect(nameKey("Фёдор")).toBe("fedor");
    expect(nameKey("Liam O'Connor")).toBe("liam okonor");
    expect(nameKey("  Jean-Pierre   Müller ")).toBe("ean pere muler");
    expect(nameKey("")).toBe("");
    expect(nameKey("— !")).toBe("");
  });

  it("folds the usual spelling variants to one key", () => {
    const variants = [
      ["Rakhimov", "Rahimov", "Рахимов"],
      ["Yury", "Yuri", "Jurij", "Iurii", "Yuriy", "Юрий"],
      ["Fyodorov", "Fedorov", "Фёдоров", "Федоров"],
      ["Yelena", "Elena", "Елена"],
      ["Aleksei", "Alexei", "Alexey", "Алексей"],
      ["Dzhabrailov", "Djabrailov", "Jabrailov", "Джабраилов"],
    ];
    for (const group of variants) {
      expect(group.map(nameKey)).toEqual(group.map(() => nameKey(group[0]!)));
    }
  });

  it("keys an athlete by both names, the Russian one only when it differs", () => {
    expect(searchKey("Bekzod Rakhimov", "Бекзод Рахимов")).toBe("bekzod rahimov");
    expect(searchKey("Sho Yamamoto", "Сё Ямамото")).toBe("sho iamamoto se iamamoto");
    expect(searchKey("Sho Yamamoto", null)).toBe("sho iamamoto");
    expect(searchKey("Sho Yamamoto", "  ")).toBe("sho iamamoto");
  });
});
